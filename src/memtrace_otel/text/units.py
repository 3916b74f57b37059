"""Quantities with units in a text ("2.4 m", "38 miles", "5 lbs", "21 °C", "125 m2"), converted to one base unit per
dimension, so that an answer in feet is compared with a text in metres."""

from __future__ import annotations

import functools
import re
from typing import NamedTuple

# unit name -> (dimension, factor to the base unit); temperatures are converted by _to_base
_UNITS: dict[str, tuple[str, float]] = {}
for _names, _dim, _factor in (
        (("mm", "millimeter", "millimeters", "millimetre", "millimetres"), "length", 0.001),
        (("cm", "centimeter", "centimeters", "centimetre", "centimetres"), "length", 0.01),
        (("m", "meter", "meters", "metre", "metres"), "length", 1.0),
        (("km", "kilometer", "kilometers", "kilometre", "kilometres"), "length", 1000.0),
        (("in", "inch", "inches"), "length", 0.0254),
        (("ft", "foot", "feet"), "length", 0.3048),
        (("yd", "yard", "yards"), "length", 0.9144),
        (("mi", "mile", "miles"), "length", 1609.344),
        (("mg", "milligram", "milligrams"), "mass", 1e-6),
        (("g", "gram", "grams"), "mass", 0.001),
        (("kg", "kilo", "kilos", "kilogram", "kilograms"), "mass", 1.0),
        (("lb", "lbs", "pound", "pounds"), "mass", 0.45359237),
        (("oz", "ounce", "ounces"), "mass", 0.028349523),
        (("ml", "milliliter", "milliliters", "millilitre", "millilitres"), "volume", 0.001),
        (("l", "liter", "liters", "litre", "litres"), "volume", 1.0),
        (("gal", "gallon", "gallons"), "volume", 3.785411784),
        (("sq ft", "sq. ft.", "sq. ft", "sqft", "square feet", "square foot", "ft2", "ft²"), "area", 0.09290304),
        (("sq m", "sqm", "m2", "m²", "square metres", "square meters", "square metre", "square meter"), "area", 1.0),
        (("sq yd", "yd2", "square yards", "square yard"), "area", 0.83612736),
        (("km2", "km²", "sq km", "square kilometres", "square kilometers"), "area", 1e6),
        (("acre", "acres"), "area", 4046.8564224),
        (("ha", "hectare", "hectares"), "area", 10000.0),
        (("km/h", "kph", "kmh"), "speed", 1.0),
        (("mph",), "speed", 1.609344),
        (("°c", "celsius", "degrees celsius", "c"), "temperature", 1.0),
        (("°f", "fahrenheit", "degrees fahrenheit", "f"), "temperature", 1.0),
):
    for _n in _names:
        _UNITS[_n] = (_dim, _factor)
del _names, _dim, _factor, _n

_UNIT_ALT = "|".join(sorted((re.escape(u) for u in _UNITS), key=len, reverse=True))
# a number (thousands separators, decimals) then a unit that ends there ("2.4 m", "38 miles", "21°C")
_QUANTITY = re.compile(rf"(?<![\w.,])(\d{{1,3}}(?:,\d{{3}})+|\d+)(\.\d+)?\s?(?:-\s?)?({_UNIT_ALT})(?![\w/])", re.I)
# letters that are units only written right after the number ("21c", "2l"); "in" never ("3 in the morning")
_SPACED_OUT = frozenset({"c", "f", "l"})


class Quantity(NamedTuple):
    value: float  # in the dimension's base unit (m, kg, l, km/h, °C)
    dimension: str
    unit: str


def _to_base(value: float, unit: str) -> float:
    dim, factor = _UNITS[unit]
    if dim == "temperature":
        return (value - 32) * 5 / 9 if unit in ("°f", "fahrenheit", "degrees fahrenheit", "f") else value
    return value * factor


@functools.lru_cache(maxsize=50_000)
def quantities(text: str) -> tuple[Quantity, ...]:
    """Every number-with-unit the text states, in base units."""
    out = []
    for m in _QUANTITY.finditer(text or ""):
        unit = m.group(3).lower()
        spaced = m.group(0)[len(m.group(1) + (m.group(2) or "")):][:1] == " "
        if unit == "in" or (unit in _SPACED_OUT and spaced):
            continue  # "3 in the box"; "5 c", "5 f", "2 l" with a space are too often something else
        value = float(m.group(1).replace(",", "") + (m.group(2) or ""))
        out.append(Quantity(_to_base(value, unit), _UNITS[unit][0], unit))
    return tuple(out)


def same_quantity(a: Quantity, b: Quantity, tolerance: float = 0.03) -> bool:
    """Do two quantities of one dimension say the same amount, within ``tolerance`` (an answer converted into other
    units is rounded: "2.4 m" is "about 7.9 ft")?"""
    if a.dimension != b.dimension:
        return False
    if a.dimension == "temperature":
        return abs(a.value - b.value) <= 0.6  # half a degree Fahrenheit either way, as converted answers round
    big = max(abs(a.value), abs(b.value))
    return big == 0 or abs(a.value - b.value) <= tolerance * big
