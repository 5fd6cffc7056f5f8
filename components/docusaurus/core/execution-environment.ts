const canUseDOM = typeof window !== 'undefined' && typeof window.document !== 'undefined';

/** `@docusaurus/ExecutionEnvironment`. */
const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && typeof window.addEventListener === 'function',
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && typeof window.screen !== 'undefined',
};
export default ExecutionEnvironment;
