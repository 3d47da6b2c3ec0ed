// A code works to the end of its expire day on the game clock (America/Los_Angeles).
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { EXPIRE_TIMEZONE } from '../shared';

dayjs.extend(utc);
dayjs.extend(timezone);

export const isExpired = (expire: string, now = Date.now()) => dayjs(now).tz(EXPIRE_TIMEZONE).format('YYYY-MM-DD') > expire;
