// The components MDX pages and rulings may use without importing them.
import KeepOffline from '../../components/site/KeepOffline.astro';
import Reading from '../../components/Reading.astro';
import RiverBuilder from '../../components/RiverBuilder.astro';
import Ruling from '../../components/Ruling.astro';
import See from '../../components/See.astro';
import WheelSpinner from '../../components/WheelSpinner.astro';

export const mdxComponents = { KeepOffline, Ruling, Reading, RiverBuilder, See, WheelSpinner };
