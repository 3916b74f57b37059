"""Readings the later-statement rules (a label that took what memory said before the answer's value) rest on: a title
tells no one apart; two notes of one day are in the order of the times they give; an assistant's turn that restates a
list is no statement of it; the day a record says it was written beats the order it was stored in; notes that write
days month first are read that way; a word of address opens no reason; a product whose factor a later note changes; a
value a later note says outright no longer holds ("not the 1. April!!"). Each test has its mirror (a right label and
a model that took the value memory said before), which must stay the model's fault."""
from __future__ import annotations

from datetime import date

import pytest

from memtrace_otel import config, operation, record_outcome
from memtrace_otel.attribution.engines.lineage import (_month_first, _month_first_day, _opening_clock,
                                                      _reason_own_words, _told_apart)
from memtrace_otel.attribution.information import InformationNeed
from test_attribution_lineage import (_label_or_model_at_fault, _notes_then_prompted_answer, _records_in_context,
                                      _records_written_one_by_one, _run)


@pytest.fixture(autouse=True)
def _content_on():
    config.configure(capture_content=True)


def test_what_tells_two_values_apart_has_no_title():
    need = InformationNeed(question="who's counting the cash box Friday?", expected="Miss Earline")
    assert _told_apart("Corinne", "Miss Earline", need) == ({"corinn"}, {"earlin"})
    # (in other registers too, and as the stems read them: "Ate" is read as "eat")
    assert _told_apart("Ate Nene", "Ate Marissa", need) == ({"nen"}, {"marissa"})


@pytest.mark.parametrize("line, minute", [
    ("08/21/26 0640 DIV K - slop-over", 6 * 60 + 40), ("- Thu 3/19 14:05 rang the yard", 14 * 60 + 5),
    ("21.08. 6.40am walked it", 6 * 60 + 40), ("3/16 @ 7pm meeting", 19 * 60),
    ("3/16 2 more volunteers", None), ("08/21 12 ch in", None), ("08/21 2026 notes", None), ("no date 0640", None)])
def test_the_time_of_day_a_note_opens_with(line, minute):
    assert _opening_clock(line) == minute


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_title_shared_by_two_people_tells_neither_apart(span_exporter, label_is_wrong):
    """A quiz night's notes: Mrs Patel locks up with Dennis after every quiz; later she is away on Friday, so Gail
    locks up; later still Gail writes of raffle prizes and of "Mrs Okafor". "Mrs" is no word of the label's value
    ("Mrs Patel"): the last note goes from Gail to another Mrs, not back to the label. Labelled "Mrs Patel", the
    answer "Gail" is what memory said last (AnnotationError); the mirror stays the model's (ResponseError)."""
    notes = {"n:0": "Sun. 2/15/26 Mrs Patel - I lock up the church hall w/ Dennis after every quiz",
             "n:1": "Mon. 3/16/26 Mrs Patel - I'll be at my sister's in Leeds this Friday so Gail's gonna lock up "
                    "with Dennis, spare key behind the bar",
             "n:2": "Wed. 3/18/26 Gail - raffle table needs 2 more prizes, Mrs Okafor's girls might could help"}
    question = "who's locking up the hall with Dennis Friday night?"
    expected, actual = ("Mrs Patel", "Gail's locking up with Dennis this Friday - Mrs Patel's at her sister's in "
                                     "Leeds.") \
        if label_is_wrong else ("Gail", "Mrs Patel - she locks up with Dennis after every quiz.")
    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_two_notes_of_one_day_are_in_the_order_of_their_times(span_exporter, label_is_wrong):
    """A trail crew's notes of one day, each opening with its date and the time it was written ("08/21/26 0640",
    "08/21 1130"): the morning note puts the spring 3 km from the trailhead, the later one, after walking it, 5 km.
    Labelled "3 km", the answer "about 5 km" is what memory said last (AnnotationError). The mirror, a right label
    "5 km" and a model that took the morning's 3, stays the model's fault."""
    notes = {"n:0": "08/21/26 0640 crew lead - spring's about 3 km up from the trailhead along the old fence line",
             "n:1": "08/21 1130 walked it with Ana - the path loops round the bog, so 5 km up to the spring, 2 full "
                    "bottles each",
             "n:2": "08/21 1300 lunch at the cabin, radio battery low"}
    question = "how far is the spring from the trailhead? sorting water for the afternoon crew"
    expected, actual = ("3 km", "About 5 km - the path loops round the bog, so take 2 full bottles each.") \
        if label_is_wrong else ("5 km", "About 3 km up along the old fence line.")
    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_an_assistants_restating_turn_does_not_state_the_list(span_exporter, label_is_wrong):
    """A chat history: the user gives a shopping list (dated in the message), the assistant restates it (dated only
    by when it was stored), then the user drops the eggs and adds golden syrup. The assistant's turn restates what it
    was told: the list's statement is the user's, and the change comes after it. Labelled with the first list, the
    answer with the change is what memory said last (AnnotationError); the mirror, the changed list as the label and
    a model that gave the first, stays the model's fault."""
    texts = ["user: 2026-02-10T19:00 bake sale shopping: 3 kg flour, 2 kg caster sugar, 12 eggs, 1 kg butter",
             "assistant: Sure - for the bake sale: 3 kg flour, 2 kg caster sugar, 12 eggs and 1 kg butter.",
             "user: Thu 12/02 - Gwen's bringing eggs from her hens so scrap the eggs, and add 2 tins of golden syrup",
             "assistant: Noted."]
    question = "what do I need to buy for the bake sale?"
    first = "3 kg flour, 2 kg caster sugar, 12 eggs, 1 kg butter"
    changed = "3 kg flour, 2 kg caster sugar, 1 kg butter, 2 tins of golden syrup"
    expected, actual = (first, "3 kg flour, 2 kg caster sugar, 1 kg butter and 2 tins of golden syrup. No eggs - "
                               "Gwen's bringing them.") \
        if label_is_wrong else (changed, "3 kg flour, 2 kg caster sugar, 12 eggs and 1 kg butter.")
    answer_op, _, v = _run(span_exporter, _chat_answered(texts, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def _chat_answered(texts: list, question: str, expected: str, actual: str):
    """A build for _run: a chat history kept whole (each message appended to it) and the answer made from it."""
    def build():
        history: list = []
        for i, text in enumerate(texts + ["user: " + question]):
            with operation("buffer", "chat.append", system="long_context") as op:
                op.input(f"msg:{i}", text, kind="message", relation="derived_from")
                history.append(text)
                op.output("chat:history", "\n".join(history), kind="buffer")
        with operation("generate", "chat.answer", system="long_context") as gen:
            gen.input("chat:history", "\n".join(history), kind="buffer", relation="context_of")
            gen.output("answer:q1", actual, kind="answer")
        record_outcome(False, question=question, expected=expected, actual=actual, case_id="q1", answer=gen)
        return f"{gen.trace_id}:{gen.span_id}"
    return build


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_the_day_a_record_says_it_was_written_beats_the_order_it_was_stored_in(span_exporter, label_is_wrong):
    """A minibus rota's records, JSON with the day each was written at the start of its text, stored by an app's
    threads in the other order: the change ("18/01 - Ray's van failed its MOT ... Tomasz taking the minibus
    Saturday") was stored before the plan ("2051-01-02T19:00 ... Ray driving the Friday run and the Saturday 21/01
    match"). The days they say put the plan first: labelled "Ray", the answer "Tomasz" is what memory said last
    (AnnotationError). The mirror stays the model's fault."""
    notes = {"n:late": '{"by": "kim", "text": "18/01 - Ray\'s van failed its MOT so he only does the Friday run, '
                       'Tomasz taking the minibus Saturday"}',
             "n:early": '{"by": "ray", "text": "2051-01-02T19:00 MINIBUS rota: Ray driving the Friday run and the '
                        'Saturday 21/01 match"}'}
    question = "who's driving the minibus Saturday? need to tell the under-12s parents"
    expected, actual = ("Ray", "Tomasz is taking the minibus on Saturday.") \
        if label_is_wrong else ("Tomasz", "Ray - he's driving the Friday run and Saturday's match.")
    answer_op, _, v = _run(span_exporter, _records_written_one_by_one(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_notes_that_write_days_month_first_are_read_that_way(span_exporter, label_is_wrong):
    """A swim club's notes written month first: "6/15" can only be 15 June, so "6/9" is 9 June, not 6 September.
    The closure note (6/9) comes before the opening (6/15): labelled "no", an answer of yes with the opening's
    reason (after a word of address, "Yes ma'am - ") is what memory said last (AnnotationError). The mirror, a right
    label "yes" and a model that took the closure, stays the model's fault."""
    notes = {"n:0": "6/9 Coach Dee - pool's closed on Juneteenth like every year, it's the staff training day",
             "n:1": "6/15 Coach Dee - the city's holding its Juneteenth swim meet at our pool so we're opening "
                    "Juneteenth 9a-1p, staff training moves to the Monday after",
             "n:2": "6/17 - lifeguard schedule posted in the office"}
    question = "is the pool open on Juneteenth? want to bring the kids after the cookout"
    expected, actual = ("no - closed on Juneteenth like every year",
                        "Yes ma'am - open 9a-1p, the city's holding its swim meet at the pool.") \
        if label_is_wrong else ("yes - open 9a-1p for the city's swim meet",
                                "No - closed on Juneteenth like every year, it's the staff training day.")
    answer_op, _, v = _run(span_exporter, _records_in_context(notes, question, expected, actual, kind="chunk"))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def test_a_word_of_address_is_no_reason():
    need = InformationNeed(question="is the pool open on Juneteenth?", expected="no - closed")
    own, _ = _reason_own_words("ma'am - open 9a-1p, the city's holding its swim meet at the pool.", need)
    assert {"swim", "meet"} <= own and not {"ma'am", "maam"} & own


def test_days_either_way_round_are_read_as_the_notes_write_them():
    us = ["6/9 Coach Dee - closed", "6/15 Coach Dee - opening", "user: Tue 6/17 - posted"]
    assert _month_first(us)
    assert not _month_first(us + ["24/6 - from a day-first writer"])
    assert not _month_first(["6/9 closed", "9/6 opening"])
    assert _month_first_day("6/9 Coach Dee - closed", date(2026, 9, 6)) == date(2026, 6, 9)
    assert _month_first_day("6/15 Coach Dee - opening", date(2026, 6, 15)) == date(2026, 6, 15)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_product_whose_factor_a_later_note_changes(span_exporter, label_is_wrong):
    """A lantern parade's notes, dated with two-digit years ("18/09/51"), the later one by its weekday alone ("Sat
    07/10", a Saturday in 2051, read in the notes' own year, not the year the app ran in): 30 children at 4 m of
    willow each, 120 m; then 35 children, "same lanterns". Labelled "120 m", the answer "140 m" is the same product
    with the changed count (AnnotationError). The mirror, a right label "140 m" (which the later note then states:
    a label worked out from it and stated nowhere is read as a value no input holds, another rule's matter) and a
    model that used the 30, stays the model's fault."""
    notes = {"n:0": "18/09/51 LANTERN PARADE - 30 kids signed up, each lantern frame takes 4 m of willow, so 120 m to "
                    "order from the basket maker",
             "n:1": "Sat 07/10 - 5 more kids signed up at the harvest fete, 35 now, same lanterns"
                    + ("" if label_is_wrong else ", so 140 m"),
             "n:2": "Sat 14/10 - the church hall is booked for the making session"}
    question = "how much willow do I order for the lanterns?"
    expected, actual = ("120 m", "140 m - 35 kids at 4 m each.") if label_is_wrong \
        else ("140 m", "120 m - 30 kids at 4 m each.")
    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


@pytest.mark.parametrize("label_is_wrong", [True, False])
def test_a_value_memory_later_says_outright_no_longer_holds(span_exporter, label_is_wrong):
    """A bakery's notes: Paul "starts 01.04."; a later note, "Mo 13.03." (German weekday and dotted day), says he
    can start "already Montag in one week, not the 1. April!!". Labelled "01.04.", the answer "Montag 20.03." gives
    another value after memory took the label's back (AnnotationError). The mirror, labelled "Montag 20.03." with
    the answer "01.04.", stays the model's (ResponseError): the rule asks for the label's value to be denied."""
    notes = {"n:0": "15.02.2051, 16:20 new Azubi: Paul Kretschmar, Vertrag is signed, starts 01.04., Probezeit 4 "
                    "Monate",
             "n:1": "Di 14.03. Arbeitskleidung for Paul ordered, Größe L",
             "n:2": "Mo 13.03. the Berufsschule rang - Paul's Praktikum ended early, so he can start with us already "
                    "Montag in one week, not the 1. April!! Probezeit stays 4 Monate"}
    question = "when does Paul begin exactly? I must plan who shows him the Ofen on his first day"
    expected, actual = ("01.04.", "Montag 20.03. - the Berufsschule rang on Mo 13.03., he can start Montag in one "
                                  "week, so not the 1. April any more.") \
        if label_is_wrong else ("Montag 20.03.", "01.04. - his Vertrag says he starts on the 1st of April.")
    answer_op, _, v = _run(span_exporter, _notes_then_prompted_answer(notes, question, expected, actual))
    _label_or_model_at_fault(v, label_is_wrong, answer_op)


def test_dotted_days_with_a_weekday_and_a_full_date_with_a_comma_open_a_note():
    """"Mo 13.03. ..." opens with its day (a weekday in the notes' language before dots, day first); "15.02.2051,
    16:20 ..." opens with its full date though a comma follows it; "01.04." alone is a day as an answer; "the 1.
    April" states the day "01.04." names."""
    from memtrace_otel.attribution.qualifiers import value_span
    from memtrace_otel.text.dates import _opening_day, answer_dates, said_on

    assert _opening_day("Mo 13.03. the Berufsschule rang", date(2051, 2, 15)) == date(2051, 3, 13)
    assert _opening_day("Di 04.03. Mehl came", date(2051, 2, 15)) == date(2051, 3, 4)  # (dots: never month first)
    assert said_on("15.02.2051, 16:20 new Azubi", date(2026, 12, 8)) == date(2051, 2, 15)
    assert (date(2051, 4, 1), date(2051, 4, 1)) in answer_dates("01.04.")
    assert answer_dates("3.14") == []
    assert value_span("not the 1. April!! Probezeit stays", "01.04.") == (8, 16)
    assert value_span("on 2 April", "01.04.") is None
