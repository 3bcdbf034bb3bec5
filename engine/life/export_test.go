package life

// Liberties is liberties, for the tests of package life_test.
var Liberties = liberties
