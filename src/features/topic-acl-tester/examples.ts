/**
 * The examples the testers open with (and show as static text without JavaScript). Topics and rules
 * come from the pages the testers sit on: mqtt (topic examples, $SYS), function/share ($share and
 * $queue), function/delay ($delay) and acl/before (the worked ACL example).
 */
import type { AclState } from './url-state';
import type { TopicState } from './url-state';

export const TOPIC_EXAMPLES = {
  wildcards: {
    filters: ['sensor/+/temperature', 'sensor/#', '#', '$SYS/broker/metrics/#'].join('\n'),
    topics: ['sensor/10/temperature', 'sensor', '$SYS/broker/metrics/packets/received'].join('\n'),
  },
  share: {
    filters: ['$share/group1/topic1', '$queue/topic1', '$share/group2/topic2', 'topic1'].join('\n'),
    topics: ['topic1', 'topic2'].join('\n'),
  },
  delay: {
    filters: ['sensor/temp', 'sensor/#'].join('\n'),
    topics: ['$delay/10/sensor/temp', 'sensor/temp'].join('\n'),
  },
} satisfies Record<string, TopicState>;

export type TopicExampleName = keyof typeof TOPIC_EXAMPLES;

/** acl/before's example: devices reach only their own topics; a backend at one IP reads all uplinks. */
export const ACL_EXAMPLE: AclState = {
  client: { clientId: 'c001', username: '', ip: '192.168.1.50' },
  request: { operation: 'subscribe', topic: 'devices/c002/up' },
  rules: [
    { type: 'all', subject: '*', topic: 'devices/#', action: 'pubsub', strategy: 'deny' },
    { type: 'all', subject: '*', topic: 'devices/${clientId}/#', action: 'pubsub', strategy: 'allow' },
    { type: 'ip', subject: '192.168.1.20', topic: 'devices/+/up', action: 'subscribe', strategy: 'allow' },
  ],
};
