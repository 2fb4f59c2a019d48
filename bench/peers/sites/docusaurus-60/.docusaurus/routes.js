import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/zh/',
    component: ComponentCreator('/zh/', 'd23'),
    routes: [
      {
        path: '/zh/',
        component: ComponentCreator('/zh/', '7d7'),
        routes: [
          {
            path: '/zh/',
            component: ComponentCreator('/zh/', '66f'),
            routes: [
              {
                path: '/zh/guide/section-1/page-1',
                component: ComponentCreator('/zh/guide/section-1/page-1', '50f'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-1/page-10',
                component: ComponentCreator('/zh/guide/section-1/page-10', 'd6a'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-1/page-2',
                component: ComponentCreator('/zh/guide/section-1/page-2', 'ac8'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-1/page-3',
                component: ComponentCreator('/zh/guide/section-1/page-3', 'e1f'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-1/page-4',
                component: ComponentCreator('/zh/guide/section-1/page-4', 'ca8'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-1/page-5',
                component: ComponentCreator('/zh/guide/section-1/page-5', '289'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-1/page-6',
                component: ComponentCreator('/zh/guide/section-1/page-6', 'bce'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-1/page-7',
                component: ComponentCreator('/zh/guide/section-1/page-7', 'e04'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-1/page-8',
                component: ComponentCreator('/zh/guide/section-1/page-8', '99f'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-1/page-9',
                component: ComponentCreator('/zh/guide/section-1/page-9', '524'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-2/page-1',
                component: ComponentCreator('/zh/guide/section-2/page-1', 'eab'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-2/page-10',
                component: ComponentCreator('/zh/guide/section-2/page-10', '0dc'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-2/page-2',
                component: ComponentCreator('/zh/guide/section-2/page-2', '576'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-2/page-3',
                component: ComponentCreator('/zh/guide/section-2/page-3', '222'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-2/page-4',
                component: ComponentCreator('/zh/guide/section-2/page-4', 'f76'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-2/page-5',
                component: ComponentCreator('/zh/guide/section-2/page-5', '277'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-2/page-6',
                component: ComponentCreator('/zh/guide/section-2/page-6', 'e6f'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-2/page-7',
                component: ComponentCreator('/zh/guide/section-2/page-7', 'd17'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-2/page-8',
                component: ComponentCreator('/zh/guide/section-2/page-8', '214'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-2/page-9',
                component: ComponentCreator('/zh/guide/section-2/page-9', 'b48'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-3/page-1',
                component: ComponentCreator('/zh/guide/section-3/page-1', 'b11'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-3/page-10',
                component: ComponentCreator('/zh/guide/section-3/page-10', '768'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-3/page-2',
                component: ComponentCreator('/zh/guide/section-3/page-2', 'e19'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-3/page-3',
                component: ComponentCreator('/zh/guide/section-3/page-3', '838'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-3/page-4',
                component: ComponentCreator('/zh/guide/section-3/page-4', '99e'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-3/page-5',
                component: ComponentCreator('/zh/guide/section-3/page-5', 'ffe'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-3/page-6',
                component: ComponentCreator('/zh/guide/section-3/page-6', '066'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-3/page-7',
                component: ComponentCreator('/zh/guide/section-3/page-7', '794'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-3/page-8',
                component: ComponentCreator('/zh/guide/section-3/page-8', '70f'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-3/page-9',
                component: ComponentCreator('/zh/guide/section-3/page-9', '571'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-4/page-1',
                component: ComponentCreator('/zh/guide/section-4/page-1', '0d8'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-4/page-10',
                component: ComponentCreator('/zh/guide/section-4/page-10', 'c14'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-4/page-2',
                component: ComponentCreator('/zh/guide/section-4/page-2', '851'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-4/page-3',
                component: ComponentCreator('/zh/guide/section-4/page-3', 'bfe'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-4/page-4',
                component: ComponentCreator('/zh/guide/section-4/page-4', '97b'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-4/page-5',
                component: ComponentCreator('/zh/guide/section-4/page-5', '7ba'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-4/page-6',
                component: ComponentCreator('/zh/guide/section-4/page-6', 'b58'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-4/page-7',
                component: ComponentCreator('/zh/guide/section-4/page-7', 'eaa'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-4/page-8',
                component: ComponentCreator('/zh/guide/section-4/page-8', '07b'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-4/page-9',
                component: ComponentCreator('/zh/guide/section-4/page-9', '327'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-5/page-1',
                component: ComponentCreator('/zh/guide/section-5/page-1', '937'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-5/page-10',
                component: ComponentCreator('/zh/guide/section-5/page-10', '526'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-5/page-2',
                component: ComponentCreator('/zh/guide/section-5/page-2', 'fac'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-5/page-3',
                component: ComponentCreator('/zh/guide/section-5/page-3', '208'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-5/page-4',
                component: ComponentCreator('/zh/guide/section-5/page-4', 'd9b'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-5/page-5',
                component: ComponentCreator('/zh/guide/section-5/page-5', 'b74'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-5/page-6',
                component: ComponentCreator('/zh/guide/section-5/page-6', '704'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-5/page-7',
                component: ComponentCreator('/zh/guide/section-5/page-7', 'b7e'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-5/page-8',
                component: ComponentCreator('/zh/guide/section-5/page-8', 'f43'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-5/page-9',
                component: ComponentCreator('/zh/guide/section-5/page-9', '339'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-6/page-1',
                component: ComponentCreator('/zh/guide/section-6/page-1', 'f47'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-6/page-10',
                component: ComponentCreator('/zh/guide/section-6/page-10', 'b4d'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-6/page-2',
                component: ComponentCreator('/zh/guide/section-6/page-2', 'f8f'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-6/page-3',
                component: ComponentCreator('/zh/guide/section-6/page-3', '5c8'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-6/page-4',
                component: ComponentCreator('/zh/guide/section-6/page-4', 'a76'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-6/page-5',
                component: ComponentCreator('/zh/guide/section-6/page-5', '365'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-6/page-6',
                component: ComponentCreator('/zh/guide/section-6/page-6', '340'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-6/page-7',
                component: ComponentCreator('/zh/guide/section-6/page-7', '1e6'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-6/page-8',
                component: ComponentCreator('/zh/guide/section-6/page-8', '8c0'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/guide/section-6/page-9',
                component: ComponentCreator('/zh/guide/section-6/page-9', '856'),
                exact: true,
                sidebar: "docs"
              },
              {
                path: '/zh/',
                component: ComponentCreator('/zh/', '43c'),
                exact: true,
                sidebar: "docs"
              }
            ]
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
