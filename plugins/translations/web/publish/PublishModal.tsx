// Replaced by the publish part's owner: the publish-name modal with the gate (contract below).
export interface PublishModalProps {
  code: string;
  opened: boolean;
  onClose: () => void;
}

export function PublishModal(_props: PublishModalProps) {
  return null;
}
