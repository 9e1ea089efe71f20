// Tile names in English (see tile-names.ts for how they are used).
export const en = {
  land: {
    A: 'cloister with a road', B: 'cloister', C: 'four-sided city', D: 'city with a straight road',
    E: 'city edge', F: 'city corridor with a shield', G: 'city corridor', H: 'two facing city edges',
    I: 'two city edges in a corner', J: 'city with a road curving right', K: 'city with a road curving left',
    L: 'city with a three-way junction', M: 'city corner with a shield', N: 'city corner',
    O: 'city corner with a road and a shield', P: 'city corner with a road', Q: 'three-sided city with a shield',
    R: 'three-sided city', S: 'three-sided city with a road and a shield', T: 'three-sided city with a road',
    U: 'straight road', V: 'road curve', W: 'three-way junction', X: 'crossroads',
    'ic-cap-road': 'city edge facing a road end', 'ic-cloister-road': 'cloister on a straight road',
    'ic-corner-road-e': 'city corner with a road end', 'ic-corner-road-s': 'city corner with an inn',
    'ic-double-curve-1': 'two road curves', 'ic-three-caps': 'three city edges',
    'kr-cap-junction': 'city edge with a road junction', 'kr-cap-road': 'city edge with a road end on the left',
    'tb-cap-road': 'city edge with a road end on the right', board: 'Wheel of Fortune board',
  },
  river: {
    spring: 'spring', lake: 'lake', 'city-city': 'river between two cities', 'city-road': 'river between a city and a road',
    'cloister-road': 'river with a cloister and a road', 'road-bridge': 'road bridge over the river', straight: 'straight river',
    'city-curve': 'river curve with a city', 'road-curve': 'river curve with a road', curve: 'river curve',
    'city-lake': 'lake with a city', volcano: 'volcano', fork: 'river fork', 'city-bridge': 'city bridging the river',
    cloister: 'river with a cloister', 'inn-bridge': 'road bridge with an inn', 'pig-herd': 'river curve with a pig-herd',
    'spring-road': 'spring with a road',
  },
  ferries: { 'city-lake': 'lake with three jetties and a city', 'lake-3': 'lake with three jetties', 'lake-4': 'lake with four jetties' },
  icon: (name: string, n: number) => `${name} (wheel ${n})`,
  start: 'start tile',
};
