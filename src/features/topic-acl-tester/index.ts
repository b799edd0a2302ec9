/**
 * The topic and ACL tester, for the pages about topics, wildcards, shared subscriptions, delayed
 * messages and ACL: `<TopicTester example="share" />` and `<AclTester />` in a page's MDX.
 */
export { default as TopicTester } from './TopicTester';
export { default as AclTester } from './AclTester';
