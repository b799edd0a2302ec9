import type { Footer } from '@docusaurus/theme-common';

/** The company and the ICP filing line of the footer (site-wide facts). */
export const COMPANY = '非迅科技';
export const COPYRIGHT_YEARS = '2021-2025';
export const ICP_NUMBER = '苏ICP备2023015068号-1';
export const ICP_URL = 'https://beian.miit.gov.cn/';

/** Footer link columns and the copyright line; the ICP link is added by src/theme/Footer/Copyright. */
export const footer = {
  style: 'dark',
  links: [
    {
      title: '文档',
      items: [
        { label: '产品介绍', to: '/' },
        { label: '安装部署', to: '/category/安装部署' },
        { label: '配置指南', to: '/category/配置指南' },
        { label: '规则引擎', to: '/category/规则引擎' },
      ],
    },
    {
      title: '参考',
      items: [
        { label: 'API', to: '/category/api' },
        { label: '常见问题', to: '/FAQ' },
        { label: '更新日志', to: '/CHANGELOG' },
      ],
    },
    {
      title: '产品',
      items: [
        { label: 'FluxMQ 官网', href: 'https://www.fluxmq.com' },
        { label: 'MQTT 协议', href: 'https://mqtt.org' },
      ],
    },
  ],
  copyright: `Copyright © ${COPYRIGHT_YEARS} ${COMPANY}`,
} satisfies Footer;
