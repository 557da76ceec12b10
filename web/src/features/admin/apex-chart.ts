// The ApexCharts core with only what the admin charts draw: pies, lines and their legends.
import 'apexcharts/pie';
import 'apexcharts/line';
import 'apexcharts/features/legend';

export { default } from 'react-apexcharts/core';
