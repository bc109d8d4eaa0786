/** A user's own settings (today: auto-play of forced moves). */
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/auth.schemas.js';
import { UsersRepository } from '../../persistence/users.repository.js';

export interface Settings {
  autoPlay: boolean;
}

@Injectable()
export class SettingsService {
  constructor(private readonly users: UsersRepository) {}

  async get(user: AuthUser): Promise<Settings> {
    const u = await this.users.settings(user.id);
    return { autoPlay: u.autoPlay };
  }

  async update(user: AuthUser, change: Partial<Settings>): Promise<Settings> {
    const u = await this.users.updateSettings(user.id, change);
    return { autoPlay: u.autoPlay };
  }
}
