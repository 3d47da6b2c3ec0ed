// Replaced by the delivery part's owner: the timezone delivery preview (issue 16 "Beyond the
// spec"), shown in the wizard's review step before saving (contract below).
import type { Env } from '../../../../core/shared/constants';
import type { AudienceRule, ScheduleRule, TaskPlatform } from '../../shared';

export interface DeliveryPreviewProps {
  code: string;
  env: Env;
  platform: TaskPlatform;
  scheduleRule: ScheduleRule;
  audienceRule: AudienceRule;
  transactional: boolean;
}

export function DeliveryPreview(_props: DeliveryPreviewProps) {
  return null;
}
