"""How a text qualifies a value (attribution/qualifiers.py): each qualifier, and what is not one."""
import pytest

from memtrace_otel.attribution.qualifiers import (claim_values, names_a_day_or_month, periods, qualifier, segments,
                                                  sentences, states)


def _why(question: str, text: str, value: str):
    """The qualifier of the first segment of ``text`` that states ``value``."""
    for sentence in sentences(text):
        for start, segment in segments(sentence):
            if states(segment, value):
                return qualifier(question, sentence, start, segment, value)
    raise AssertionError(f"{value!r} not stated in {text!r}")


@pytest.mark.parametrize("question, text, value, why", [
    ("When did the parcel arrive?", "By road it would have arrived on Monday 9 March.", "Monday 9 March",
     "a hypothetical"),
    ("What is the rent?", "A rise to 1,250 was proposed; the residents voted it down.", "1,250",
     "a proposal turned down"),
    ("What is the exact floor area?", "The surveyor guessed roughly 120 square metres.", "120", "an estimate"),
    ("Which hill did we end up climbing?", "Plan for Saturday: Ben Lomond by the ridge.", "Ben Lomond", "a plan"),
    ("What time does the pool open on weekdays?", "Weekdays 7:00 to 9:30.", "9:30", "the other end of a range"),
    ("When does the market set-up end?", "Set-up window 6:30 to 7:45 am.", "6:30 am", "the other end of a range"),
    ("How much is a night in July?", "GBP 24 a night October to May.", "GBP 24", "another period"),
    ("How many kids' menus?", "We are 11 altogether: 8 adults and 3 kids.", "11", "a whole where a part is asked"),
    ("How much is the membership?", "Membership EUR 42 a month (it was EUR 35 until 2024).", "EUR 35",
     "a former value"),
    ("What do we pay the landlord a year altogether?",
     "Rent GBP 9,600 p.a. + service charge GBP 1,200 p.a. = GBP 10,800 a year in total.", "9,600",
     "a part where the whole is asked"),
    ("How much juice did we press this year?", "We aimed for 400 L of juice at the pressing day.", "400 litres",
     "a plan"),
    ("What payment terms did Larchmont agree to?", "Larchmont does not accept 14-day payment terms.", "14 days",
     "a negated value"),
    ("What did the buyer offer?", "She refused the GBP 900 offer from Tom.", "GBP 900", "a negated value"),
    # a name too, said outright to no longer hold
    ("Who do we call for repairs?", "Kwik Fix are NOT the landlord's contractor anymore.", "Kwik Fix",
     "a former value"),
    ("Who coaches the U12s?", "Sam no longer coaches the U12s.", "Sam", "a former value"),
    ("What do we pay the landlord a year altogether?",
     "Rent GBP 9,600 p.a. plus service charge GBP 1,200 p.a., GBP 10,800 in total.", "1,200",
     "a part where the whole is asked"),
    # closed, cancelled or replaced; a forecast or a wish where what happened is asked; the other end of a journey;
    # a proposal declined as a preference; a month written in numbers
    ("What ticket is the printer fault under?", "4410 got auto-closed so this one's #4452.", "4410", "a former value"),
    ("Which train do we get?", "The 14:10 was replaced by a bus from York.", "14:10", "a former value"),
    ("What did the hall hire come to?", "Reckon the hall hire will be about GBP 900 this season.", "GBP 900",
     "a plan"),
    ("What did Pepper weigh at his check?", "Vet wants him nearer 11 kg by summer.", "11 kg", "a plan"),
    ("What time does Omar set off?", "Leaving mine 7.50, should be at the gates for 8.25.", "8.25",
     "the other end of a journey"),
    ("When does the coach get to Leeds?", "Coach leaves Hull 7.15, in Leeds by 8.40.", "7.15",
     "the other end of a journey"),
    ("Who is the new secretary?", "Ann put Raj forward but Raj said thanks but he'd rather not.", "Raj",
     "a proposal turned down"),
    ("Which hotel are we in for August?", "Travelodge Central 3/4-6/4, family room.", "Travelodge Central",
     "another period"),
    ("What dose is Grandad on?", "Pharmacist reckons ask the GP for omeprazole 10mg, lowest dose.", "10mg",
     "a suggestion"),
    ("How much did the council give the scouts?", "Scouts (Ann Lee) want GBP 800 towards new tents.", "GBP 800",
     "a request"),
    ("What's the zoo trip costing per child?", "paid GBP 30 for my three, see you there", "GBP 30",
     "a whole where a part is asked"),
])
def test_each_qualifier(question, text, value, why):
    assert _why(question, text, value) == why


@pytest.mark.parametrize("question, text, value", [
    # what was asked for, asked; a price for several where the total is asked
    ("How much did the scouts ask for?", "Scouts (Ann Lee) want GBP 800 towards new tents.", "GBP 800"),
    ("What did we pay for the zoo trip altogether?", "paid GBP 30 for my three, see you there", "GBP 30"),
    # the question asks for what the qualifier marks
    ("What would the old tariff have cost?", "On the old tariff March would have cost GBP 212.90.", "212.90"),
    ("Roughly how big is the floor?", "The surveyor guessed roughly 120 square metres.", "120"),
    ("How many people are coming in total?", "We are 11 altogether: 8 adults and 3 kids.", "11"),
    ("What did the membership cost in 2024?", "Membership EUR 42 a month (it was EUR 35 until 2024).", "EUR 35"),
    # plain statements
    ("What time does the pool open on weekdays?", "Weekdays 7:00 to 9:30.", "7:00"),
    ("How much is a night in July?", "GBP 38 a night June to September.", "GBP 38"),
    ("How many kids' menus?", "We are 11 altogether: 8 adults and 3 kids.", "3 kids"),
    ("How much is the membership?", "Membership EUR 42 a month (it was EUR 35 until 2024).", "EUR 42"),
    ("What is the rent a year?", "Rent GBP 9,600 p.a. + service charge GBP 1,200 p.a. = GBP 10,800 in total.",
     "9,600"),
    ("What do we pay the landlord a year altogether?",
     "Rent GBP 9,600 p.a. + service charge GBP 1,200 p.a. = GBP 10,800 a year in total.", "10,800"),
    # "may" is no month, "2 to 3 weeks" no clock range, "I used to" about a habit replaces no value
    ("How much is a night in July?", "You may pay GBP 24 a night at the desk.", "GBP 24"),
    ("When does the course start?", "The course runs 2 to 3 weeks from 5 pm on Mondays.", "5 pm"),
    ("What memory does the film bring back?", "I used to watch it with my family.", "my family"),
    # a limit states its value; a question about a refusal or a plan is answered by it
    ("How many people can the room hold?", "The room can take no more than 60 standing.", "60"),
    ("When can the builders start?", "Not before 9am on weekdays, please.", "9am"),
    # (the other end of a journey is a time's: leaving a thing with someone names no setting off)
    ("who's got the spare key? want to get in early sat", "off to Alicante from sat, I've left the spare key with "
     "Pete at the Co-op", "Pete at the Co-op"),
    # (a negation with "till" says when it will be)
    ("When's the bike ready?", "the hubs are on back order so it won't be done till tues 18th earliest", "tues 18th"),
    ("When can we set up?", "school's got parents evening so we can't get in till sat 6.30am", "6.30am"),
    ("Which terms did Larchmont refuse?", "Larchmont does not accept 14-day payment terms.", "14 days"),
    ("How much juice did we aim to press?", "We aimed for 400 L of juice at the pressing day.", "400 litres"),
    # ... asked about the past, or another thing that no longer holds
    ("Who did we call for repairs last winter?", "Kwik Fix are NOT the landlord's contractor anymore.", "Kwik Fix"),
    ("Who do we call for repairs?", "Call HomeSure, the old number doesn't work anymore.", "HomeSure"),
    # the new value, replacing another; an arrival asked as an arrival; a month in numbers that is the one asked
    ("What is the fee?", "GBP 40 replaced the old GBP 35 fee in May.", "GBP 40"),
    ("What time does Omar get to the gates?", "Leaving mine 7.50, should be at the gates for 8.25.", "8.25"),
    ("Which hotel are we in for August?", "Travelodge Micklegate from Mon 10/8, 4 nights.", "Travelodge Micklegate"),
    ("How many sessions has she done?", "Quads 4/5 today, done 4 of her 6 sessions.", "4 of her 6"),
    ("What did the pharmacist suggest?", "Pharmacist reckons ask the GP for omeprazole 10mg, lowest dose.", "10mg"),
])
def test_what_is_not_a_qualifier(question, text, value):
    assert _why(question, text, value) is None


def test_periods_expand_ranges_across_the_year_end():
    assert periods("GBP 24 a night October to May")["month"] == {9, 10, 11, 0, 1, 2, 3, 4}
    assert periods("Monday to Saturday 8:00 to 18:00")["day"] == {0, 1, 2, 3, 4, 5}
    assert periods("weekends only")["day"] == {5, 6}


def test_a_value_is_stated_literally_not_as_a_sum_or_a_bare_number():
    assert states("Sundays 10:00 to 16:00.", "4 pm")
    assert not states("tyres (GBP 4 each)", "4 pm")
    assert not states("18 children and 6 adults", "24")
    assert states("about 4800 cubic metres", "4,800")


def test_the_values_an_answer_states():
    assert claim_values("It opens at 10 am on Sundays.", "When does it open on a Sunday?", "4 pm") == ["10 am"]
    assert "GBP 168.40" in claim_values("Your bill was GBP 168.40.", "How much was the bill?", "212.90 pounds")
    # a day of the month written as an ordinal keeps its month: "15th April", not "15"
    assert claim_values("Friday 15th April - the lorry was off the road", "when's the skip coming?",
                        "Friday 8th April") == ["15th April"]
    assert claim_values("Conic Hill - the wind stopped the Ben Lomond plan.", "Which hill?", "Ben Lomond") == \
        ["Conic Hill"]


def test_a_month_or_weekday_is_nobody_but_a_name_that_starts_like_one_is_someone():
    assert all(names_a_day_or_month(w) for w in ("mar", "march", "sat", "saturdays", "sept", "september", "may"))
    assert not any(names_a_day_or_month(w) for w in ("marco", "janet", "sunita", "monica", "frida", "maya"))


def test_a_dates_day_is_not_the_number_of_another_date_written_in_numbers():
    """"rang me 14/4" does not state "Saturday 4 July" (its 4 is April's); "on 4/7" does, and a bare "4 bells"
    still states the number 4 of a value that is no date."""
    from memtrace_otel.attribution.qualifiers import states

    assert not states("Jones wedding, sat 27/6, 6 bells, rang me 14/4", "Saturday 4 July")
    assert states("Jones wedding, sat 27/6, rang me 14/4", "Sat 27th June")
    assert states("now on 4/7, same time", "Saturday 4 July")
    assert states("4 bells", "4 July") and states("need 4 bells", "4")


def test_a_weekday_is_stated_as_notes_write_it():
    # "Tue 14/10", "weds 15th", "thurs", "Fri": the weekday a label names
    assert states("booked Tue 14/10 4.40pm at Parkside", "Tuesday")
    assert states("the hall cttee has given us weds 15th", "Wednesday")
    assert states("put her in w Mr Ahmed thurs 16th", "Thursday") and states("draw is Fri 5th, 8pm", "Friday")
    # ... "sat" and "sun" only before a day of the month: "sat down" and "the sun" name no day
    assert states("Sun 9/6 U11 v Westbury", "Sunday") and states("sat. 6th at the hall", "Saturday")
    assert not states("the sun came out at last", "Sunday") and not states("we sat down at 2", "Saturday")
    assert not states("booked Tue 14/10", "Thursday")


def test_a_length_of_time_is_stated_only_as_a_length():
    """"2 hours" is stated by "2 hrs" or "two hours", not by the 2 of "Dave's ordering 2 tubes" or of "2/4": an answer
    that leads with a length is not restated by a note that happens to hold its number."""
    assert states("open 2 hours on sat", "2 hours")
    assert states("its 2hrs door to door", "2 hours")
    assert states("a 90 min session", "an hour and a half")
    assert not states("Dave's ordering 2 tubes of balls", "2 hours")
    assert not states("2/4 ladder matches, results by weds", "2 hours")
    assert states("Dave's ordering 2 tubes of balls", "2")


def test_a_number_the_question_names_is_not_a_value_of_the_answer():
    """"Why's court 3 off?" answered "The net post on court 3 keeps working loose": the 3 is the question's court."""
    values = claim_values("The net post on court 3 keeps working loose.", "why's court 3 off the schedule?", "x")
    assert not any(v.startswith("3") for v in values)
    assert "10" in " ".join(claim_values("Court 4 at 10 - court 3's shut.", "what time on court 4?", "x"))


def test_a_value_in_words_is_stated_by_its_first_word_that_says_something():
    """"The old PE store" is not stated by any "the" ("queue down the KS1 corridor"), but by "old"; a value of
    nothing but such words ("No") is still looked for as it is."""
    assert not states("queue down the KS1 corridor;", "The old PE store")
    assert states("we were stuck in the old PE store again", "The old PE store")
    assert states("No - not this year", "No")
