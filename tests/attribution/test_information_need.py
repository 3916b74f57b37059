"""The information need's public API (our checks call it): carried_by / carried_by_all with timestamps, dates
judged against when the text was said, numbers, list answers, verdict answers; and its figures on real labels."""

from __future__ import annotations

import io
import json
import sys
from contextlib import redirect_stderr, redirect_stdout
from datetime import date, datetime
from pathlib import Path

import pytest

from memtrace_otel.attribution.information import InformationNeed
from memtrace_otel.text.dates import answer_dates, parse_timestamp, said_on, text_dates


@pytest.mark.parametrize("stamp", ["1:56 pm on 8 May, 2023", "2023-05-08T13:56:00Z", datetime(2023, 5, 8, 13, 56)])
def test_yesterday_said_on_a_day_carries_the_day_before(stamp):
    need = InformationNeed(question="When did Caroline go to the LGBTQ support group?", expected="7 May 2023")
    text = "Caroline: I went to a LGBTQ support group yesterday and it was so powerful."
    assert need.carried_by(text, timestamp=stamp)
    assert not need.carried_by(text, timestamp="1:56 pm on 20 May, 2023")  # said on another day: another date
    assert not need.carried_by(text)  # no timestamp: "yesterday" is no date


def test_relative_weeks_weekdays_and_months():
    assert InformationNeed(question="When did Caroline go to a pride parade?",
                           expected="The week before 3 July 2023").carried_by(
        "Last week I went to an LGBTQ+ pride parade.", timestamp="1:36 pm on 3 July, 2023")
    assert InformationNeed(question="When did Caroline go to the adoption meeting?",
                           expected="The friday before 15 July 2023").carried_by(
        "Last Friday I went to a council meeting for adoption.", timestamp="1:51 pm on 15 July, 2023")
    assert InformationNeed(question="When is Melanie planning on going camping?", expected="June 2023").carried_by(
        "We're thinking about going camping next month.", timestamp="1:14 pm on 25 May, 2023")


def test_a_date_in_an_unrelated_text_does_not_carry():
    need = InformationNeed(question="When did Melanie go to the museum?", expected="5 July 2023")
    assert not need.carried_by("I baked cookies yesterday, they were great!", timestamp="8:18 pm on 6 July, 2023")


def test_numbers_are_normalised():
    need = InformationNeed(question="How many children does Mel have?", expected="3")
    assert need.carried_by("Mel has three kids who love the beach.")


def test_multi_part_answer_across_texts():
    need = InformationNeed(question="What do Melanie's kids like?", expected="dinosaurs, nature")
    a, b = "They were stoked for the dinosaur exhibit!", "The 2 younger kids love nature."
    assert not need.carried_by(a) and not need.carried_by(b)
    assert need.carried_by_all([a, b], timestamps=[None, None])
    assert need.carried_by(a + " " + b)


def test_wrong_value_does_not_carry():
    need = InformationNeed(question="Where does Tomas volunteer?", expected="the community food bank")
    assert need.carried_by("Tomas volunteers at the community food bank on Tuesday evenings")
    assert not need.carried_by("Tomas volunteers at the animal shelter on Tuesday evenings")


def test_a_count_is_carried_by_one_text_per_instance():
    need = InformationNeed(question="How many times has Joanna found new hiking trails?", expected="twice")
    texts = ["Joanna: I found an awesome hiking trail in my hometown yesterday!",
             "Joanna: I went hiking and found some more amazing trails in my town."]
    assert need.carried_by_all(texts)
    assert not need.carried_by(texts[0])  # one instance is not two
    assert not need.carried_by_all([texts[0], "Joanna: I baked a cake for my family today."])


def test_a_text_that_says_it_by_pronoun_is_dated_by_its_speaker():
    need = InformationNeed(question="When did John get his dog Max?", expected="In 2013")
    said = "11:51 am on 3 June, 2023"
    assert need.carried_by("John: We had to say goodbye to Max. He was such an important part of our family for "
                           "10 years and it's so hard to think he's not here wagging that tail anymore.", timestamp=said)
    assert not need.carried_by("Maria: I have been volunteering at the shelter for 10 years now.", timestamp=said)


def test_an_inferred_answer_is_carried_by_what_it_was_inferred_from():
    need = InformationNeed(question="Would Melanie likely enjoy the song 'The Four Seasons' by Vivaldi?",
                           expected="Yes; it's classical music")
    assert need.carried_by("Melanie: I'm a fan of both classical like Bach and Mozart, as well as modern music.")
    assert not need.carried_by("Caroline: I went to a poetry reading last Friday.")


def test_an_inferred_answer_in_none_of_its_words_is_carried_by_its_subjects_text_close_in_meaning():
    # "What job might ..." asks for an inference: no text says "youth worker", the one it was inferred from says
    # what she does, in other words; only a text of whom the question is about, and only when the question asks
    # for an inference (the same text does not state the job a plain question asks about)
    said = "Priya: I love volunteering with teenagers at the community centre; mentoring them is so rewarding."
    need = InformationNeed(question="What job might Priya take up later on?", expected="Youth worker or counsellor")
    assert need.carried_by(said)
    assert need.carried_by_all([said, "Priya: I bought a new bike last week and rode it to the coast."])
    assert not need.carried_by("Priya: I bought a new bike last week and rode it to the coast.")
    assert not need.carried_by(said.replace("Priya:", "Tom:"))
    plain = InformationNeed(question="What job did Priya take up last year?", expected="Youth worker or counsellor")
    assert not plain.carried_by(said)


def test_a_day_a_list_gives_to_another_thing_does_not_carry_the_label():
    # each segment of "w/c 7/4 pool, w/c 14/4 gym, w/c 21/4 sauna" holds its own thing's week: asked about the sauna,
    # the 7th is the pool's week; the mirror, where the sauna's segment gives the 7th, carries it
    need = InformationNeed(question="when is the sauna being refitted? I want a last session before it shuts",
                           expected="the week of 7 April")
    other = "refit plan: w/c 7/4 pool, w/c 14/4 gym (new rowers), w/c 21/4 the sauna, changing rooms in may"
    own = "refit plan: w/c 7/4 the sauna, w/c 14/4 gym (new rowers), w/c 21/4 pool, changing rooms in may"
    assert not need.carried_by(other, timestamp="2051-04-01")
    assert need.carried_by(own, timestamp="2051-04-01")
    # a label's day and its time in two segments of one sentence are still one statement
    both = InformationNeed(question="When is the harbour survey?", expected="Tuesday 9 May at 10:30")
    assert both.carried_by("Harbour survey moved to Tuesday 9 May, 10:30, meet at the slipway.",
                           timestamp="2051-04-20")


def test_a_pick_of_names_is_not_carried_by_the_longer_list_it_was_picked_from():
    """"Which of tomorrow's horses need both me and Sian holding them?" labelled "Juniper, Tansy and Bramble": a
    yard's day list that names those three among others ("9 Juniper, 10 Tansy, 11 Pip, 12 Bramble, 2 Moss - Sian in
    all day") says nothing of which: it does not carry the pick. A text that says it of them does."""
    need = InformationNeed(question="which of tomorrow's horses need both me and Sian holding them?",
                           expected="Juniper, Tansy and Bramble")
    assert not need.carried_by("tomorrow's yard list: 9 Juniper, 10 Tansy, 11 Pip, 12 Bramble, 2 Moss - Sian in all "
                               "day")
    assert need.carried_by("Juniper, Tansy and Bramble all need both of us holding them for the farrier tomorrow")


def test_one_after_a_name_is_a_pronoun_not_the_number():
    """"Rosa's Zevin one" is the Zevin book, not one of it; "we need one more" counts."""
    from memtrace_otel.attribution.information import meaning_stems
    assert "1" not in meaning_stems("Rosa's Zevin one (Tomorrow x3)")
    assert "1" not in meaning_stems("Kwame's one is shorter")
    assert "1" in meaning_stems("we need one more chair")
    assert "1" in meaning_stems("Just one please")


def test_a_one_word_name_is_carried_where_the_text_uses_it_as_a_name():
    need = InformationNeed(question="Which city does Alice live in?", expected="Lisbon")
    assert need.carried_by("I just moved to Lisbon for a new job as a nurse.")  # a user's own message, no label
    who = InformationNeed(question="Who invited Nate to join her on the trails sometime?", expected="Joanna")
    assert not who.carried_by("Joanna: I love making desserts for my family!")  # only the speaker's label


def test_a_one_word_answer_needs_a_text_about_the_question():
    need = InformationNeed(question="How did John describe the team bond?", expected="Awesome")
    assert need.carried_by("John: The bond with my team is awesome, they are like family.")
    assert not need.carried_by("Tim: I want to visit The Cliffs of Moher. It has amazing views and awesome cliffs.")


def test_a_time_stamp_is_when_a_line_was_said_not_a_date_it_reports():
    need = InformationNeed(question="When did Gina team up with a local artist for some cool designs?",
                           expected="February, 2023")
    assert not need.carried_by("(4 February 2023) Gina's store is doing great and it's a wild ride.")
    assert not text_dates("[4 February 2023] Gina: hi", include_said=False)
    assert text_dates("[4 February 2023] Gina: hi")  # the day it was said, when asked for


def test_timestamps_and_leading_dates():
    # a chat history prints a message with its role before the date
    assert str(said_on("human: [19 June 2023] Jon: The official opening night is tomorrow.")) == "2023-06-19"
    assert InformationNeed(question="When Jon is planning to open his dance studio?", expected="20 June, 2023") \
        .carried_by("human: [19 June 2023] Jon: The official opening night is tomorrow.")
    assert str(parse_timestamp("1:56 pm on 8 May, 2023")) == "2023-05-08"
    assert str(said_on("[1 December 2023] John: hi")) == "2023-12-01"
    assert answer_dates("The week before 9 June 2023")[0][1].isoformat() == "2023-06-08"
    assert any(d[0].isoformat() <= "2022-09-02" <= d[1].isoformat()
               for d in text_dates("two days ago I signed up", "4 September 2022"))


def test_a_name_is_said_in_its_own_words():
    """A name ("Iron Man") is carried whole, never by a word close in meaning or by half of it ("Man" of
    "Spider-Man"); a long name misspelled by one letter ("Xeonoblade") still names it."""
    need = InformationNeed(question="Which superhero toy figure does Nate share a photo of?", expected="Iron Man")
    assert not need.carried_by("Nate: I noticed a spiderman pin on your purse. Is Spider-Man your favorite "
                               "superhero, or do you have another fave?")
    assert need.carried_by("Nate: That's great, Joanna! Iron Man is my top pick. I love his tech.")
    game = InformationNeed(question="What game is Nate currently playing and recommends?",
                           expected='"Xenoblade Chronicles"')
    assert game.carried_by('Nate: I\'m currently playing this awesome fantasy RPG called "Xeonoblade Chronicles" '
                           "and it's been a blast!")
    assert not game.carried_by("Nate: I'm currently playing this awesome fantasy RPG and it's been a blast!")


def test_a_listed_item_none_of_whose_words_is_there_is_missing():
    """Most of a multi-part answer's words in one text carry it only if every listed item is at least named: the
    opening characterisation may be phrased apart ("Not tough" as "not really"), a second dessert may not."""
    desserts = InformationNeed(question="What desserts has Maria made?", expected="Banana split sundae, Peach cobbler")
    one = ("[4 May 2023] Maria: It had lots of great things like salads, sandwiches, and homemade desserts. My "
           "favorite is the amazing banana split sundae - I enjoy it after a day of volunteering.")
    assert not desserts.carried_by(one)
    assert desserts.carried_by_all([one, "[2 January 2023] Maria: I baked a peach cobbler for the shelter."])
    turtles = InformationNeed(question="How does Nate describe the process of taking care of turtles?",
                              expected="Not tough; keep their area clean, feed them properly, give them enough light.")
    assert turtles.carried_by("Nate: No, not really. Just keep their area clean, feed them properly, and make sure "
                              "they get enough light. It's actually kind of fun.")


def test_a_record_stored_as_json_is_judged_by_its_text_said_when_its_date_field_says():
    """A vector-store payload or store item kept as JSON: "next month" in its text field, said on its date field's
    day, carries July 2022; the JSON's own keys and dates do not stand in for when it was said."""
    need = InformationNeed(question="When will John start his new job?", expected="In July, 2022")
    payload = json.dumps({"conversation": "conv-47", "date": "13 June 2022", "message_id": "D13:5",
                          "speaker": "John", "text": "Thank you! I'm starting next month."})
    assert need.carried_by(payload)
    assert not need.carried_by(json.dumps({"date": "13 August 2022", "speaker": "John",
                                           "text": "Thank you! I'm starting next month."}))


def test_early_mid_late_name_a_third_of_the_month():
    assert [tuple(d.isoformat() for d in iv) for iv in answer_dates("early August, 2023")] == \
        [("2023-08-01", "2023-08-10")]
    assert [tuple(d.isoformat() for d in iv) for iv in answer_dates("late May 2023")] == [("2023-05-21", "2023-05-31")]
    need = InformationNeed(question="When was John in Seattle for a game?", expected="early August, 2023")
    assert not need.carried_by("John: The game in Seattle on 25 August 2023 was great!")
    assert need.carried_by("John: The game in Seattle on 5 August 2023 was great!")


def test_carries_figures_on_the_shared_locomo_labels(shared_dir):
    """Regression floor for benchmarks/carries_locomo.py (measured: recall 0.852 overall, single-hop 0.899,
    multi-hop 0.853, temporal 0.897, open-domain 0.281; false carriers 0.80%). Fails if a change makes it worse."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    import carries_locomo

    out = io.StringIO()
    with redirect_stdout(out), redirect_stderr(io.StringIO()):
        assert carries_locomo.main(["--data", str(shared_dir / "data" / "locomo10")]) == 0
    figures = {}
    for line in out.getvalue().splitlines():
        parts = line.split()
        if "recall" in parts:
            figures[parts[1] if parts[0] == "category" else "overall"] = float(parts[parts.index("recall") + 1])
        if line.strip().startswith("false-carrier"):
            figures["false"] = float(parts[2])
    assert figures["overall"] >= 0.85
    assert figures["4"] >= 0.89 and figures["1"] >= 0.85 and figures["2"] >= 0.89 and figures["3"] >= 0.27
    assert figures["false"] <= 0.009


def test_carries_benchmark_can_append_shared_photos_captions():
    """``carries_locomo.py --captions``: a turn that shared a photo is read with its caption, as an app storing what
    was shared would hold it (many LoCoMo answers are in the photo: "a sunset with a palm tree")."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    import carries_locomo

    conv = {"session_1_date_time": "1:51 pm on 15 July, 2023", "session_1": [
        {"speaker": "Mel", "dia_id": "D1:1", "text": "Here's our latest work!",
         "blip_caption": "a painting of a sunset"},
        {"speaker": "Caro", "dia_id": "D1:2", "text": "Lovely!"}]}
    assert carries_locomo.turns_of(conv)["D1:1"] == ("Mel: Here's our latest work!", "1:51 pm on 15 July, 2023")
    assert carries_locomo.turns_of(conv, captions=True)["D1:1"][0] == \
        "Mel: Here's our latest work! [shares a photo: a painting of a sunset]"
    assert carries_locomo.turns_of(conv, captions=True)["D1:2"][0] == "Caro: Lovely!"


def test_a_day_written_against_its_month_is_that_day():
    """Hurried answers glue the day to the month ("10July, 2022"): it is still 10 July, not any day of 2022."""
    assert answer_dates("The Friday before 10July, 2022") == answer_dates("The Friday before 10 July, 2022")
    need = InformationNeed(question="When did Priya win her chess tournament?",
                           expected="The Friday before 10July, 2022")
    assert need.carried_by("Priya: I won the chess tournament last Friday!", timestamp="3:00 pm on 10 July, 2022")
    assert not need.carried_by("Priya: I won a chess tournament last week!", timestamp="3:00 pm on 2 May, 2022")


def test_the_weekend_after_a_day_is_the_one_that_follows_it():
    days = answer_dates("The weekend after 3 June, 2022")  # a Friday: the weekend of 4-5 June
    assert days[0][0].isoformat() <= "2022-06-04" and "2022-06-05" <= days[0][1].isoformat() < "2022-06-10"
    need = InformationNeed(question="When did Priya go hiking with her friends?",
                           expected="The weekend after 3 June, 2022")
    assert need.carried_by("Priya: I'm going hiking with some friends this weekend!",
                           timestamp="5:44 pm on 3 June, 2022")


def test_a_date_in_the_question_is_when_not_what():
    """ "What did Omar try in the week before 16 November 2023?": the date's words are not the topic; a text that
    reports something in that week is about it, the same text said in another week is not."""
    need = InformationNeed(question="What did Omar try in the week before 16 November 2023?",
                           expected="surfing lessons")
    text = ("Omar: Hey Lena! Hope you're doing good. Guess what? Last Friday I tried surfing with my cousins and the "
            "waves were wild!")
    assert need.carried_by(text, timestamp="3:59 pm on 16 November, 2023")
    assert not need.carried_by(text, timestamp="3:59 pm on 20 January, 2023")


def test_an_acronym_spelled_like_a_small_word_is_a_name():
    need = InformationNeed(question="What job did Sam quit?", expected="his IT job")
    assert need.carried_by("Sam: I left my IT job last month.")
    assert not need.carried_by("Sam: I left my job at the bank last month.")  # "IT" is not the word "it"


def test_a_person_named_in_full_is_called_by_first_name():
    need = InformationNeed(question="Who is Ana's favorite tennis player?", expected="Rafael Nadal")
    assert need.carried_by("Ana: I could watch Rafael play on clay all day, what a champion.")
    city = InformationNeed(question="Which city did Ana visit in spring?", expected="New York")
    assert not city.carried_by("Ana: We loved our trip to New Jersey, the food was great.")  # not a person


def test_a_yes_no_about_two_people_is_answered_by_each_ones_own_turn():
    need = InformationNeed(question="Do Lena and Marco start businesses out of what they love?", expected="Yes")
    lena = "Lena: I'm opening a bakery 'cause I'm passionate about baking and it'd be great to share it with others."
    marco = "Marco: Thanks! I'm passionate about old bikes, and I wanted to blend my love for bikes and design."
    assert need.carried_by_all([lena, marco])
    # small talk is no parallel statement
    assert not need.carried_by_all(["Lena: The weather has been so rainy this week.", marco])
    assert not need.carried_by_all([lena, "Marco: I watched a documentary about whales last night."])


def test_a_duration_between_the_subjects_own_texts():
    need = InformationNeed(question="How long did it take for Omar to open his bakery?", expected="six months")
    texts = ["Omar: Hey Lena! Lost my job at the bank yesterday, so I'm gonna take a shot at starting my own business.",
             "Omar: Yeah! Let's make some awesome memories tomorrow at the grand opening!"]
    assert need.carried_by_all(texts, timestamps=["4:04 pm on 20 January, 2023", "10:04 am on 19 June, 2023"])
    assert not need.carried_by_all(texts, timestamps=["4:04 pm on 20 May, 2023", "10:04 am on 19 June, 2023"])


def test_leaving_after_some_years_dates_the_start():
    need = InformationNeed(question="When did Omar start his job at the bank?", expected="2019")
    assert need.carried_by("Omar: Big news - I left my job at the bank after 3 years.", timestamp="6 August 2022")
    assert not need.carried_by("Omar: Big news - I left my job at the bank.", timestamp="6 August 2022")


def test_what_the_subject_reports_on_the_day_said_dates_it():
    """ "It's been a tough week with this knee", said by Omar on 16 November, carries "around 16 November" for "When
    did Omar hurt his knee?", though the turn is mostly small talk; the same words said by someone else do not."""
    need = InformationNeed(question="When did Omar hurt his knee in 2023?", expected="around 16 November, 2023")
    text = ("Omar: Hey Lena! That's awesome, your trip sounds amazing and the photos are great. Yeah, it was really "
            "cool. Oh man, it's been a tough week for me with this knee. But I'm staying positive. How about you? "
            "How's your week been?")
    assert need.carried_by(text, timestamp="3:59 pm on 16 November, 2023")
    assert not need.carried_by(text.replace("Omar:", "Lena:", 1), timestamp="3:59 pm on 16 November, 2023")


def test_a_bare_inferred_verdict_needs_a_text_about_the_question():
    """ "Likely no" gives no reason: a turn of that person's small talk does not carry it; one about the question
    does."""
    need = InformationNeed(question="Would Omar still open a bakery if he had not lost his job?", expected="Likely no")
    assert need.carried_by("Omar: Losing my job pushed me to finally open the bakery I always dreamed about.")
    assert not need.carried_by("Omar: Hey Lena! Missed you. Anything new? Spill the beans!")
    assert not need.carried_by("Omar: Wow, Lena, I'm so stoked for you that art is helping you express yourself! "
                               "Keep it up!")


def test_an_answer_found_word_for_word_is_carried_whatever_else_the_text_is_about():
    need = InformationNeed(question="What city did Tim suggest to John for the team trip next month?",
                           expected="Edinburgh, Scotland")
    said = "Tim: Edinburgh, Scotland would be great for a magical vibe. Plus, it's a beautiful city."
    assert need.carried_by(said)
    # the same words apart are two names, each needing a text about the question
    assert not need.carried_by("Tim: Scotland has lovely castles; my cousin studied in Edinburgh.")


def test_one_after_another_is_a_pronoun_not_a_count():
    need = InformationNeed(question="Why did Nate get a third turtle?",
                           expected="He saw another one at a pet store and wanted to get it")
    assert need.carried_by("Nate: I saw another at a pet store and just had to get him. The tank is big enough now.")
    # a count stays a count: "one" alone is the number
    count = InformationNeed(question="How many kids does Mel have?", expected="one")
    assert not count.carried_by("Mel: my two kids loved the museum")


def test_an_answer_opening_with_a_subject_pronoun_is_a_sentence_not_a_list():
    need = InformationNeed(question="Why did James embody the appearance of the woman he saw during a walk?",
                           expected="He found her appearance and eyes amazing.")
    assert len(need.parts) == 1
    assert need.carried_by("James: a stranger was walking towards us. Her eyes and appearance amazed me so much, "
                           "I remembered her appearance and embodied it in the game.")
    # a list answer still splits on "and"
    assert len(InformationNeed(question="What does Mel paint?", expected="sunsets and horses").parts) == 2


def test_a_yes_no_verdict_is_not_carried_by_a_text_stating_the_opposite():
    need = InformationNeed(question="Is Sam allergic to peanuts?", expected="No")
    assert not need.carried_by("Sam is allergic to peanuts.")
    assert not need.partly_carried_by("Sam is allergic to peanuts.")
    assert need.carried_by("Sam is not allergic to peanuts (allergist re-test, March).")
    assert need.carried_by("Sam isn't allergic to peanuts.")
    yes = InformationNeed(question="Is Sam allergic to peanuts?", expected="Yes")
    assert not yes.carried_by("Sam is not allergic to peanuts.")
    assert yes.carried_by("Sam: I am allergic to peanuts, sadly.")


@pytest.mark.parametrize("expected,text,carried", [
    ("$48,500", "The Q3 budget is $48,000; contractor fees come to $12,500", False),  # one number, not "$48" + "500"
    ("$48,000", "The Q3 budget is $48,000; contractor fees come to $12,500", True),
    ("$48k", "The Q3 budget is $48,000.", True),
])
def test_numbers_are_compared_whole(expected, text, carried):
    assert InformationNeed(question="What is the Q3 budget?", expected=expected).carried_by(text) is carried


def test_a_decimal_comma_writes_one_number_and_splits_no_list():
    """"12,5kg" (South Africa, most of Europe) is twelve and a half kilos, in a label and in a text alike: not a list
    of "2 x 12" and "5kg mealie meal", nor a text's 5 kg; the comma of a list has a space after it."""
    from memtrace_otel.attribution.information import _parts_of

    parts = [p.text for p in _parts_of("2 x 12,5kg mealie meal, 10kg rice, R85,99 airtime")]
    assert parts == ["2 x 12.5 kg mealie meal", "10 kg rice", "R85.99 airtime"]
    assert [p.text for p in _parts_of("rooms 1,2,3")] == ["rooms 1", "2", "3"]  # no decimal: a list of three
    need = InformationNeed(question="How far is the hut?", expected="3,5 km")
    assert need.carried_by("it is 3.5 km to the hut") and need.carried_by("it is 3,5 km to the hut")
    assert not need.carried_by("it is 5 km to the hut")


def test_a_duration_is_carried_in_other_units_and_not_by_another_span():
    need = InformationNeed(question="How long do I have to return an item?", expected="two weeks")
    assert need.carried_by("Returns are accepted within 14 days of delivery.")
    assert not need.carried_by("Refunds: you can request a refund within 30 days.")
    assert not need.partly_carried_by("Refunds: you can request a refund within 30 days.")


def test_next_weekday_is_one_of_two_days_not_the_week_between():
    said = "[2025-03-06] Marco: we pushed the design review to next Tuesday."  # a Thursday
    question = "When is the design review?"
    assert InformationNeed(question=question, expected="Tuesday, 11 March 2025").carried_by(said)
    assert InformationNeed(question=question, expected="18 March 2025").carried_by(said)
    assert not InformationNeed(question=question, expected="Friday, 14 March 2025").carried_by(said)


def test_a_time_of_day_is_carried_however_it_is_written():
    need = InformationNeed(question="What time is the call with the landlord?", expected="6:30 pm")
    assert need.carried_by("Let's schedule the call with the landlord tomorrow at half past six in the evening.")
    assert need.carried_by("The landlord call is at 18:30.")
    assert not need.carried_by("The call with the landlord is at 7:30 pm.")
    assert not need.carried_by("I walked the dog at half past six this morning.")


def test_a_length_of_time_in_hours_is_carried_in_any_form_or_by_two_clock_times_that_far_apart():
    """"An hour and a half" is "90 minutes", "1.5 hours", or a session "18:30-20:00"; a night's span crosses
    midnight ("on at 9:40 pm" ... "off at 7:25 am" is 9 h 45 min). The words alone are not the length: "an hour" (the
    club) is not "an hour and a half" (the class)."""
    question = "How long is each of my evening classes?"
    need = InformationNeed(question=question, expected="An hour and a half")
    assert need.carried_by("Your evening group meets Tuesdays and Thursdays 18:30-20:00 with Irene.")
    assert need.carried_by("Evening classes run 6:30 to 8 pm.")
    assert need.carried_by("Each evening class lasts 90 minutes.")
    assert need.carried_by("Evening classes are 1.5 hours long.")
    # (a fraction after the hours, as notes write it: "1 1/2 hrs", "1½ hrs"; "1/2 hr" is no two hours)
    assert need.carried_by("evening classes r 1 1/2 hrs, bring a mat")
    assert need.carried_by("evening classes r 1½ hrs, bring a mat")
    two = InformationNeed(question=question, expected="2 hours")
    assert not two.carried_by("evening classes: 1/2 hr warm up then the routine")
    assert not need.carried_by("The evening conversation club is an hour, Fridays at 19:00.")
    assert not need.carried_by("Your evening group meets Tuesdays and Thursdays 18:30-20:30 with Irene.")
    firing = ["I switched the kiln on for the bisque firing at 9:40 pm on Friday.",
              "The kiln finished the bisque firing and switched itself off at 7:25 am on Saturday."]
    need = InformationNeed(question="How long did the bisque firing run?", expected="9 hours 45 minutes")
    assert need.carried_by("\n".join(firing))
    assert not need.carried_by(firing[0])
    assert not InformationNeed(question="How long did the bisque firing run?",
                               expected="10 hours 15 minutes").carried_by("\n".join(firing))
    # a total the question asks for is the sum of the lengths its lines state
    outings = "\n".join(["Tuesday: the eight was on the water 1 h 45.", "Thursday: 50 min on the water.",
                         "Saturday long row: 2 hrs 20 on the water."])
    question = "How long was the eight on the water that week in total?"
    assert InformationNeed(question=question, expected="4 hours 55 minutes").carried_by(outings)
    assert not InformationNeed(question=question, expected="4 hours 35 minutes").carried_by(outings)


def test_an_amount_is_carried_as_the_total_or_difference_of_two_the_text_states():
    text = "The Q3 budget is $48,000; contractor fees come to $12,500"
    question = "How much of the Q3 budget is left after contractor fees?"
    assert InformationNeed(question=question, expected="$35,500").carried_by(text)
    assert not InformationNeed(question=question, expected="$36,500").carried_by(text)
    # a year is no amount
    assert not InformationNeed(question="When did the budget start?", expected="2013").carried_by(
        "The budget started with 2,000 and grew by 11 after 13 audits")


@pytest.mark.parametrize("question, text, carried", [
    ("What daily dose does Dana take now?", "Dana now takes 50 mg daily; she previously took 100 mg.", False),
    ("What daily dose does Dana take now?", "Dana now takes 100 mg daily; she previously took 50 mg.", True),
    ("What daily dose does Dana take?", "Dana takes 100 mg daily, having previously taken 50 mg.", True),
    ("What daily dose did Dana take before?", "Dana now takes 50 mg daily; she previously took 100 mg.", True),
    ("Where does Alice live?", "Alice moved from Porto to Lisbon last year.", False),
    ("Where does Alice live?", "Alice moved from Lisbon to Porto last year.", True),
    ("Where does Alice live?", "Alice drove from Porto to Lisbon and back home to Porto.", True),
    ("Where did Alice live before?", "Alice moved from Porto to Lisbon last year.", True),
    ("How long is the flight?", "The flight from Porto to Lisbon takes 2 hours.", True),
])
def test_a_value_stated_only_as_the_one_replaced_does_not_answer_a_question_about_now(question, text, carried):
    expected = {"Alice": "Porto", "flight": "2 hours"}
    answer = next((v for k, v in expected.items() if k in question), "100 mg")
    assert InformationNeed(question=question, expected=answer).carried_by(text) is carried


def test_a_gloss_in_brackets_is_another_way_to_say_the_answer():
    need = InformationNeed(question="How long was the Sunday ride?", expected="62 km (about 38 miles)")
    assert need.carried_by("Sunday ride: 62 km along the coast")
    assert need.carried_by("Sunday ride: about 38 miles along the coast")
    assert not need.carried_by("Sunday ride: 40 km along the coast")


def test_a_first_name_does_not_carry_a_full_name_the_text_gives_another_surname():
    need = InformationNeed(question="Who is my landlord?", expected="Jorge Pires")
    assert not need.carried_by("My landlord is Jorge Pereira, he lives upstairs.")
    assert need.carried_by("My landlord Jorge is nice.")
    assert InformationNeed(question="Who is his favourite player?", expected="LeBron James").carried_by(
        "I just love watching LeBron play")


def test_a_weekday_of_a_named_week_is_that_one_day():
    said = "2026-03-02"  # a Monday
    days = text_dates("i'm seeing the dentist on friday next week", said)
    friday = datetime(2026, 3, 13).date()
    assert (friday, friday) in days  # that Friday, not the whole of next week (which holds 6 March too)
    assert not any(a <= datetime(2026, 3, 6).date() <= b for a, b in days)
    need = InformationNeed(question="What date is my dentist appointment?", expected="Friday 13 March 2026")
    assert need.carried_by("I'm seeing the dentist on Friday next week at 8:30", timestamp=said)
    wrong = InformationNeed(question="What date is my dentist appointment?", expected="Friday 6 March")
    assert not wrong.carried_by("I'm seeing the dentist on Friday next week at 8:30", timestamp=said)


@pytest.mark.parametrize("expected, text, carried", [
    ("about 7.9 ft", "The shelf recess measures 2.4 m high.", True),
    ("about 7.9 ft", "The shelf recess measures 2.1 m high.", False),
    ("5 miles", "The shelf recess ride was 5 km.", False),
    ("100 mg", "The shelf recess dose is 50 mg in the morning and 100 mg at night.", True),
    # an area: the right number in another unit is another amount
    ("125 square feet", "The shelf recess wall is 125 m2 (approx 5 rods).", False),
    ("125 square feet", "The shelf recess wall is 125 square metres.", False),
    ("about 1,345 sq ft", "The shelf recess wall is 125 m2.", True),
])
def test_an_amount_is_carried_in_other_units_and_not_by_another_amount_of_its_kind(expected, text, carried):
    need = InformationNeed(question="How big is the shelf recess?", expected=expected)
    assert need.carried_by(text) is carried


def test_one_of_the_choices_an_order_question_names_needs_a_text_that_dates_it():
    need = InformationNeed(question="Which did I visit first, Porto or Seville?", expected="Porto")
    assert not need.carried_by("Porto wish list for a first visit next time: Livraria Lello.")
    assert need.carried_by("Porto visit log: 2-5 March 2022. Port cellars.")


@pytest.mark.parametrize("spelled, digits", [
    ("nine hundred and fifty pounds a month", "950 pounds a month"), ("twenty-five minutes", "25 minutes"),
    ("a hundred people", "100 people"), ("two thousand and five", "2005"), ("one hundred and one", "101"),
    ("forty two", "42"), ("cut back to two dozen boxes", "cut back to 24 boxes"), ("a dozen eggs", "12 eggs"),
    ("half a dozen rolls", "6 rolls"),
    # left alone: small numbers the word handling reads itself, words that are no one number, ordinals
    ("another one", "another one"), ("two three", "two three"), ("Tom and Ana", "Tom and Ana"),
    ("the twenty-first of May", "the twenty-first of May"), ("hundred", "hundred"), ("dozens of them", "dozens of them"),
    ("a baker's dozen", "a baker's dozen"),
])
def test_numbers_written_in_words_read_as_digits(spelled, digits):
    from memtrace_otel.text.numbers import digits_for_spelled

    assert digits_for_spelled(spelled) == digits


def test_an_amount_written_in_words_is_one_answer_not_a_list_split_on_its_and():
    need = InformationNeed(question="How much is my rent now?", expected="nine hundred and fifty pounds a month")
    assert need.carried_by("Tom's rent is £950 a month from April.")
    assert not need.carried_by("Tom's rent is £900 a month.")


def test_an_answer_relative_to_when_the_question_was_asked_names_the_dates_it_means_then():
    question = "How long ago did Biscuit have his rabies booster?"
    asked = InformationNeed(question=question, expected="about a year ago", asked_at="2026-12-03T10:00:00")
    assert asked.carried_by("[2025-11-18] Rabies booster given at Greenway Vets.")
    assert not asked.carried_by("[2023-11-18] Rabies booster given at Greenway Vets.")  # three years before
    assert not asked.carried_by("[2025-10-19] Leptospirosis booster given at Greenway Vets.")  # another booster
    # without the time it was asked the answer is read as before (a span of about a year)
    assert not InformationNeed(question=question, expected="about a year ago").carried_by(
        "[2025-11-18] Rabies booster given at Greenway Vets.")
    # ... and with it, it is still read that way too: a replayed conversation's "ten years ago" is relative to
    # when its people spoke
    replay = InformationNeed(question="How long ago was Caroline's 18th birthday?", expected="ten years ago",
                             asked_at="2026-12-03")
    assert replay.carried_by("Caroline: I got that necklace for my 18th birthday ten years ago.",
                             timestamp="1:56 pm on 8 May, 2023")


def test_a_text_stating_the_other_order_does_not_carry_an_order():
    question = "In which order did Keiko visit the two cities?"
    text = "Ruben, I booked my spring trip! First a week in Porto, then I fly to Marrakech for five days."
    assert InformationNeed(question=question, expected="Porto first, then Marrakech").carried_by(text)
    assert not InformationNeed(question=question, expected="Marrakech first and then Porto").carried_by(text)
    assert not InformationNeed(question=question, expected="Marrakech first and then Porto").carried_by(
        "I fly to Marrakech after a week in Porto.")


def test_a_glossed_label_is_each_half_not_both_halves_dates_at_once():
    """"13 June 2023 (the day before 14 June 2023)" names 13 June: a text dated 14 June does not carry it, in a
    list of accepted answers too (MemTraceBench golden_answers)."""
    question = "When did Idris adopt Biscuit?"
    for expected in ("13 June 2023 (the day before 14 June 2023)", ["13 June 2023 (the day before 14 June 2023)"]):
        need = InformationNeed(question=question, expected=expected)
        assert not need.carried_by("Idris adopted a beagle mix puppy named Biscuit", timestamp="2023-06-14")
        assert need.carried_by("We adopted a puppy yesterday! A beagle mix called Biscuit.", timestamp="2023-06-14")


def test_a_month_or_day_without_a_year_in_a_sentence_about_what_is_to_come_is_the_next_one():
    from datetime import date

    from memtrace_otel.text.dates import explicit_dates

    said = date(2023, 9, 20)
    assert explicit_dates("my sister is getting married in jaipur in november.", said)[0][0] == date(2023, 11, 1)
    assert explicit_dates("we went to jaipur in november.", said)[0][0] == date(2022, 11, 1)
    assert explicit_dates("the rent goes up to $1,450 starting august 1.", date(2023, 6, 20))[0][0] == date(2023, 8, 1)
    assert explicit_dates("we moved in on august 1.", date(2023, 6, 20))[0][0] == date(2022, 8, 1)


def test_a_year_first_date_with_slashes_is_read():
    """LongMemEval stamps its turns "2023/06/20 (Tue) 09:05"."""
    need = InformationNeed(question="How much is my monthly rent now, and since when?",
                           expected="$1,450 a month, since August 1, 2023")
    turn = json.dumps({"content": "My landlord says the rent goes up to $1,450 starting August 1.", "role": "user",
                       "timestamp": "2023/06/20 (Tue) 09:05"})
    assert need.carried_by(turn)


def test_a_date_written_in_numbers_is_read_either_way_round():
    """Notes write dates as "Tue 3/3", "02.03.26" or "12/04/2026"; a bare "3/4" is a fraction or a score."""
    from datetime import date

    from memtrace_otel.text.dates import explicit_dates

    said = date(2026, 3, 5)
    assert explicit_dates("consent slip back tue 3/3 signed by dad", said) == [(date(2026, 3, 3),) * 2]
    assert (date(2026, 3, 2),) * 2 in explicit_dates("slip back 02.03.26; paid", said)
    assert (date(2026, 4, 12),) * 2 in explicit_dates("renewal due 12/04/2026", said)
    # a weekday named before it says which way round: Friday 6 March 2026, not Saturday 3 June
    assert explicit_dates("fri 6/3 away match", said) == [(date(2026, 3, 6),) * 2]
    for text in ("add 3/4 cup of flour", "we won 3/1", "city tax eur 3.20 per guest", "at 9.30 sharp"):
        assert explicit_dates(text, said) == [], text
    record = "Ruby O'Neill (5K): consent slip back Tue 3/3 signed by dad (Conor O'Neill); GBP 14.50 paid."
    need = InformationNeed(question="Has Ruby O'Neill's consent slip for the museum trip come back?",
                           expected="Yes - returned Tuesday 3 March, signed by her dad")
    assert need.carried_by(record, timestamp="2026-03-05T10:00:00")
    assert not need.carried_by(record.replace("3/3", "4/3"), timestamp="2026-03-05T10:00:00")


def test_a_value_a_text_only_asks_about_is_not_carried_by_it():
    """A listener's "Could you tell me if Sunday Praise now starts at 8am?" asks; it does not say it starts at 8am.
    Stated anywhere else in the text, or asked about by the question itself, it counts."""
    need = InformationNeed(question="What time does Sunday Praise start?", expected="8am")
    email = "From Mrs Okoye: 'Could you tell me if Sunday Praise now starts at 8am? I don't want to miss it.'"
    assert not need.carried_by(email)
    assert not need.carried_by("Asked the vicar whether Sunday Praise could start at 8am.")
    assert need.carried_by(email + " Reply: yes, Sunday Praise starts at 8am from March.")
    asked = InformationNeed(question="What time did Mrs Okoye ask about for Sunday Praise?", expected="8am")
    assert asked.carried_by(email)


def test_a_week_or_a_fortnight_from_a_day_and_a_range_sharing_its_meridiem():
    """British notes: "a fortnight today", "a week tomorrow", "a week on Friday", "Thurs week" (the coming Thursday
    and a week on) are one day each; "7.15-9.30pm" starts at 7.15 pm, "11-1pm" at 11 am."""
    from datetime import date

    from memtrace_otel.text.dates import relative_dates, times_of_day

    sunday, tuesday = date(2026, 3, 8), date(2026, 3, 3)
    assert relative_dates("agm is a fortnight today", sunday) == [(date(2026, 3, 22),) * 2]
    assert relative_dates("see you a week tomorrow", tuesday) == [(date(2026, 3, 11),) * 2]
    assert relative_dates("a week on friday", tuesday) == [(date(2026, 3, 13),) * 2]
    assert relative_dates("gr 4 exam - thurs week, 2.15pm", tuesday) == [(date(2026, 3, 12),) * 2]
    assert times_of_day("7.15-9.30pm") == {19 * 60 + 15, 21 * 60 + 30}
    assert times_of_day("11-1pm") == {11 * 60, 13 * 60}
    assert times_of_day("2-3 weeks") == frozenset()
    # the club's AGM is a thing, not a person; "what date" says what kind of answer, not what it is about
    need = InformationNeed(question="What date is the club AGM?", expected="Sunday 22 March 2026, 7:30 pm")
    assert need.carried_by("[Sun 8 Mar 2026] AGM is a fortnight today - 7.30pm upstairs at the Red Lion.")
    assert not need.carried_by("[Sun 8 Mar 2026] AGM is a week today - 7.30pm upstairs at the Red Lion.")


def test_an_answer_that_opens_with_the_relative_day_then_the_day_it_is_names_that_day():
    """"tomorrow, Sat 6/10, after 1 PM": the relative day said first does not hide the day named after it (June 10
    in the years it is a Saturday, or the 6 October reading), so the need asks for that day; a text that states other
    days and a "$10/day" (an amount, not the 10th) does not carry it, and a message said on Thu 6/8 that puts it
    "the day after tomorrow" does."""
    from datetime import date

    from memtrace_otel.text.dates import answer_dates

    expected = "tomorrow, Sat 6/10, after 1 PM - the tech said on Thu 6/8 he'd be back the day after tomorrow"
    days = answer_dates(expected)
    assert (date(2023, 6, 10),) * 2 in days and all(d.weekday() == 5 for d, _ in days)
    assert answer_dates("today, Mon 16.03") == answer_dates("Mon 16.03")
    need = InformationNeed(question="when is the ac guy coming back", expected=expected)
    assert not need.carried_by("[Thu 6/8 6:02pm] portal reminder: HVAC appointment Tue 6/13 8:00 AM-12:00 PM\n"
                               "Yes - guest passes are $10/day at the front desk", timestamp="2023-06-09")
    assert need.carried_by("the ac tech came by, the capacitor is shot, he's coming back the day after tomorrow "
                           "with the part sometime after 1", timestamp="2023-06-08")


def test_days_counted_from_a_day_notes_week_and_a_weekday_with_a_day_in_figures():
    """US and office notes: "a week from tomorrow", "two weeks from today", "10 days from now" are one day each;
    "wk" is a week ("Mon next wk", "in 2 wks"); an answer that opens with a weekday and a day and month in figures
    ("Thursday 11/19 at 11 PM", "Mon 16.03": slashes either way round, dots day first) is that day, in any year in
    which it falls on that weekday, and is carried by a text that says that day in words or relatively; a date
    further into an answer of other words ("Priya - she swapped for Sat 11/14") does not make the answer a date."""
    from datetime import date

    from memtrace_otel.text.dates import answer_dates, relative_dates

    wednesday = date(2026, 11, 11)
    assert relative_dates("same window, a week from tomorrow", wednesday) == [(date(2026, 11, 19),) * 2]
    assert relative_dates("two weeks from today", wednesday) == [(date(2026, 11, 25),) * 2]
    assert relative_dates("10 days from now", wednesday) == [(date(2026, 11, 21),) * 2]
    assert relative_dates("pickup moved to mon next wk", date(2026, 3, 12)) == [(date(2026, 3, 16),) * 2]
    assert relative_dates("next wk", wednesday) == relative_dates("next week", wednesday)
    assert (date(2026, 11, 19),) * 2 in answer_dates("Thursday 11/19 at 11:00 PM ET")
    assert (date(2026, 3, 16),) * 2 in answer_dates("Mon 16.03")
    # (dots are day first: 3 December 2026, not 12 March 2026, though both are Thursdays)
    assert (date(2026, 12, 3),) * 2 in answer_dates("Thu 03.12")
    assert (date(2026, 3, 12),) * 2 not in answer_dates("Thu 03.12")
    assert answer_dates("Priya Shah - she swapped with Marcus for Sat 11/14") == []
    q = "when's the storage migration now?"
    need = InformationNeed(question=q, expected="Thursday 11/19 at 11:00 PM ET")
    assert need.carried_by("storage migration: CAB pushed it, same window, 11 PM ET, a week from tomorrow",
                           timestamp="2026-11-11")
    assert need.carried_by("storage migration now Thursday 19 November, 11 PM ET", timestamp="2026-11-11")
    assert not need.carried_by("storage migration: same window, 11 PM ET, tomorrow", timestamp="2026-11-11")
    pickup = InformationNeed(question="when is the courier collecting the box?", expected="Mon 16.03")
    assert pickup.carried_by("courier collecting the box moved to Mon next wk", timestamp="2026-03-12")
    assert not pickup.carried_by("courier collecting the box moved to Mon 23 March", timestamp="2026-03-12")


def test_a_range_of_days_is_that_span_and_a_weekend_someone_had_is_the_one_just_gone():
    """"3-9 April 2023", "April 3rd to 9th", "April 28 to May 3, 2023" are spans of days, not their last day: "the
    week of April 3rd to 9th" is carried by "last week" said on 16 April, and "9 April" alone is not the span; "I had
    a super fun weekend" said on Monday 7 November is read as "last weekend", the one just gone (5-6 November)."""
    from datetime import date

    from memtrace_otel.text.dates import answer_dates, relative_dates

    assert answer_dates("3-9 April 2023") == [(date(2023, 4, 3), date(2023, 4, 9))]
    assert answer_dates("April 28 to May 3, 2023") == [(date(2023, 4, 28), date(2023, 5, 3))]
    assert (date(2023, 4, 3), date(2023, 4, 9)) in answer_dates("The week of April 3rd to 9th")
    monday = date(2022, 11, 7)
    assert relative_dates("i had a super fun weekend", monday) == relative_dates("last weekend", monday)
    need = InformationNeed(question="When did Priya bake the muffins?", expected="The week of April 3rd to 9th")
    assert need.carried_by("Priya: I baked my favourite muffins last week!", timestamp="4:19 pm on 16 April, 2023")
    weekend = InformationNeed(question="When did Sam help at the game jam?", expected="November 5-6, 2022")
    assert weekend.carried_by("Sam: I had a super fun weekend - I helped at the game jam!",
                              timestamp="8:57 pm on 7 November, 2022")
    assert not weekend.carried_by("Sam: I helped at the game jam on 9 November.", timestamp="2022-11-10")


def test_a_total_is_looked_for_as_amounts_in_its_unit_that_add_up():
    from memtrace_otel.attribution.information import amounts_in, summed_subset

    need = InformationNeed(question="How many km did the club runs cover in March altogether?",
                           expected="239 km over four runs")
    assert need.summed_target() == (239.0, None, "km")
    assert amounts_in("Club run 08.03: cut short at 48 km, rain from km 30.", None, "km") == [48.0]
    assert summed_subset(239, [[62], [25], [48], [75], [57], [54]]) == [0, 2, 3, 5]
    assert summed_subset(239, [[62], [48], [75]]) is None
    # no sum among many small amounts: the search gives up after a bounded number of steps (without the bound this
    # call tries billions of subsets and does not return)
    assert summed_subset(10_000.5, [[1.0, 2.0, 3.0]] * 24) is None
    money = InformationNeed(question="What did the three nights cost in total?", expected="GBP 435")
    assert money.summed_target() == (435.0, "gbp", None)
    assert InformationNeed(question="How many km is the Wolds loop?", expected="62 km").summed_target() is None


def test_a_count_times_a_price_is_one_of_a_texts_amounts():
    """A sum's terms include what a note works out as a count times a price: "3 x 12" beside "£12 a day" is £36,
    "2 tickets ... £14 each" is £28 (so £64 is 36 + 28), "38.5 engine hours at £2.10 an hour" is £80.85. Not a size
    ("600x1000" beside "£320"), not a price in another currency, not a count of one, not a day of the month."""
    from memtrace_otel.attribution.information import amounts_in, summed_subset

    days = "regatta wk - dinghy series mon tue weds only. entry's £12 a day or £40 the wk, so day rate, 3 x 12"
    tickets = "put 2 tickets for the hog roast on sat on my club acct too, £14 each, me + Kirsty"
    assert amounts_in(days, "gbp", None) == [12.0, 36.0, 40.0]
    assert amounts_in(tickets, "gbp", None) == [14.0, 28.0]
    assert summed_subset(64, [amounts_in(days, "gbp", None), amounts_in(tickets, "gbp", None)]) == [0, 1]
    assert amounts_in("quote sent, 600x1000 double panel fitted £320 inc TRV", "gbp", None) == [320.0]
    assert amounts_in("2 tickets at $14 each", "gbp", None) == []
    assert amounts_in("1 ticket for Kirsty, £14 each", "gbp", None) == [14.0]
    assert amounts_in("pattersons - both gents cuts, £18 each", "gbp", None) == [18.0, 36.0]
    assert amounts_in("Kingfisher ran 38.5 engine hours at £2.10 an hour", "gbp", None) == [2.1, 80.85]
    assert amounts_in("booked on the 12th at £40", "gbp", None) == [40.0]


def test_a_note_that_opens_with_its_day_in_numbers_was_said_that_day():
    """A teacher's lesson note opens "3/3 Maya: ..." and was stored in December: "Thurs week" is counted from
    3 March (Thursday 12 March), not from the day it was stored."""
    from datetime import date

    from memtrace_otel.text.dates import said_on

    note = ("3/3 Maya: mock aural so-so, sight-singing weak. ABRSM confirmed her Gr 4 exam - Thurs week, 2.15pm, "
            "St Cuthbert's church hall (Hallam Rd).")
    stored = "2026-12-04T11:52:39"
    assert said_on(note, stored) == date(2026, 3, 3)
    need = InformationNeed(question="When is Maya's Grade 4 exam, and where?",
                           expected="Thursday 12 March, at 2.15 pm at St Cuthbert's church hall")
    assert need.carried_by(note, timestamp=stored)
    assert not need.carried_by(note.replace("3/3", "5/3"), timestamp=stored)


def test_a_question_with_its_asker_and_a_note_with_a_short_weekday_and_a_time_range_beside_a_date():
    """Who asks ("Priya (new, sop 2): ...") is no topic; "Fri" is Friday and no name; "7.15-9.30pm" is the time
    range asked beside the date "20/3", whose numbers are not the range's."""
    need = InformationNeed(question="Priya (new, sop 2): sorry, new here - what time is the dress rehearsal on "
                                    "Friday, start and finish?", expected="7.15 to 9.30 pm")
    assert "priya" not in need.topic_set and not need.name_set
    note = "human: Jen (MD): DRESS REH Fri 20/3 at St Aidan's, 7.15-9.30pm - sharp start pls."
    assert need.carried_by(note)
    assert not need.carried_by(note.replace("7.15-9.30pm", "6.15-9.30pm"))


def test_a_value_given_only_as_the_baseline_of_a_change_does_not_answer_the_question():
    text = "Globex renewed at 120 seats, up from 95 last year; renewal signed 3 February."
    assert not InformationNeed(question="How many seats did Globex renew at?", expected="95 seats").carried_by(text)
    assert InformationNeed(question="How many seats did Globex renew at?", expected="120 seats").carried_by(text)
    # ... unless the question asks for the earlier value
    assert InformationNeed(question="How many seats did Globex have last year?", expected="95 seats").carried_by(text)


def test_a_who_answer_the_question_itself_names_is_not_carried_by_a_text_naming_it():
    text = "While Tom is away I'll water the balcony plants every Sunday."
    assert not InformationNeed(question="Who waters the balcony plants while Tom is away?", expected="Tom"
                               ).carried_by(text)


def test_a_verdict_whose_reason_holds_a_date_is_a_verdict_and_a_reason():
    need = InformationNeed(question="Can I go for a run this weekend?",
                           expected="No, not until after the knee MRI on 22 May")
    assert [p.kind for p in need.alternatives[0]] == ["verdict", "words"]
    assert need.carried_by("Physio: no running until after the knee MRI on 22 May; swimming and cycling are fine.",
                           timestamp="2025-03-28")


def test_a_date_a_day_from_the_labels_is_near_it_for_the_partial_search():
    """Nothing says the label's 12 March; the text that says the 11th ("tomorrow" on the 10th) is the nearest
    source, not another one whose vague date range happens to reach it."""
    need = InformationNeed(question="When exactly is my chemistry mock?", expected="Wednesday 12 March, period 2")
    said = "2025-03-10T16:00:00"
    assert not need.carried_by("My chemistry mock is tomorrow, period 2.", timestamp=said)
    assert need.partly_carried_by("My chemistry mock is tomorrow, period 2.", timestamp=said)


def test_a_total_the_question_asks_for_is_carried_by_the_texts_whose_amounts_add_up_to_it():
    need = InformationNeed(question="How many books did Hugo read in June and July combined?", expected="8")
    texts = ["Hugo: I finished 3 books in June, mostly crime.", "Hugo: July was a good month, I read 5 books."]
    assert need.carried_by_all(texts)
    assert not need.carried_by(texts[0])
    assert not InformationNeed(question="How many books did Hugo read in July?", expected="8").carried_by_all(texts)
    # ("all in" and "all told" ask for a total too, and a label's amount before its working is the sum then)
    shed = InformationNeed(question="how many hours was i on the shed this week all in?", expected="32 hrs")
    assert shed.carried_by_all(["mon-weds on the shed 6-2, 8 hrs a day, 24 hrs", "thurs + fri afternoons, 4 hrs each"])
    spent = InformationNeed(question="what've I spent all in?",
                            expected="£50.50 - £36 for the lollies and £14.50 for the squash and cups")
    assert spent.summed_target() == (50.5, "gbp", None)


def test_most_words_of_a_list_in_one_text_need_every_item_named_but_an_opening_verdict():
    """An answer listing items ("By the water, with big windows full of natural light") is not carried by a text
    that holds most of its words but none of its first item; only an opening verdict ("Not tough; ...") may be said
    in other words."""
    need = InformationNeed(question="What does Jon think the ideal dance studio should look like?",
                           expected="By the water, with big windows full of natural light")
    assert not need.carried_by("Jon: It's downtown, easy to get to. Plus big windows, full of natural light!")
    assert need.carried_by("Jon: My ideal studio is by the water, with big windows full of natural light.")


def test_a_list_of_items_with_a_last_and_is_split_into_each_item():
    """"A, B and C" lists three items; "mentoring and training, workshops and classes" lists two pairs; a long last
    clause ("..., and college and he was with his team for 4 years") keeps the answer a sentence, a long last item
    ("... and a water bottle with his name on") does not."""
    assert [p.text for p in InformationNeed(question="Who has keys?", expected="Kerr Heating, Dunmore Electrical and "
                                            "Ace Locksmiths").parts] == ["Kerr Heating", "Dunmore Electrical",
                                                                          "Ace Locksmiths"]
    assert len(InformationNeed(question="What does she offer?",
                               expected="mentoring and training, workshops and classes").parts) == 2
    long = InformationNeed(question="What schools did John play in and how long was he with his high school team?",
                           expected="Middle school, high school, and college and he was with his high school team "
                                    "for 4 years.")
    assert len(long.parts) == 1
    # ... but a list of three or more whose last chunk is long only for the two items its "and" joins is a list
    kit = InformationNeed(question="what's Alfie need to pack for sun?", expected="gumshield, the blue club training "
                          "top, moulded-stud boots and a water bottle with his name on")
    assert [p.text for p in kit.parts] == ["gumshield", "the blue club training top", "moulded-stud boots",
                                           "a water bottle with his name on"]


def test_a_month_does_not_say_which_day():
    """"I also lost my job this month" (said on 20 January 2023) carries "January 2023", not "19 January 2023";
    "yesterday" said that day carries the day."""
    day = InformationNeed(question="When did Jon lose his job as a banker?", expected="19 January, 2023")
    month = InformationNeed(question="When did Jon lose his job as a banker?", expected="January 2023")
    vague = "Jon: Unfortunately, I also lost my job as a banker this month."
    assert not day.carried_by(vague, timestamp="2023-01-20")
    assert month.carried_by(vague, timestamp="2023-01-20")
    assert day.carried_by("Jon: Lost my job as a banker yesterday.", timestamp="2023-01-20")


def test_how_often_is_said_only_by_a_text_giving_something_per_that_period():
    """"Twice a month" is not carried by a text about the allotment that says "we had a lovely time there last
    month" (its words, "time" and "month", say no frequency), nor by "every week" (another period); it is carried by "we
    go up twice a month". The same holds for a vague count, "a
    few times a year"."""
    need = InformationNeed(question="How often does Ravi visit his allotment?", expected="Twice a month")
    assert not need.carried_by("Ravi: We had a lovely time at the allotment last month, the beans came up.")
    assert not need.carried_by("Ravi: I get to the allotment every week now the evenings are light.")
    assert need.carried_by("Ravi: We go up to the allotment twice a month, Sundays mostly.")
    vague = InformationNeed(question="How often does Mei go sailing?", expected="a few times a year")
    assert not vague.carried_by("Mei: Sailing was great this year, first time I took the helm!")
    assert vague.carried_by("Mei: I only get out sailing a few times a year now.")


def test_an_amount_per_another_period_is_another_answer():
    """"£185 a month" does not carry "£185 a week"; it carries "£185 per month" and "£185"."""
    q = "How much am I repaying on my Plan 2 loan?"
    text = "My Plan 2 repayments are £185 a month, taken through payroll."
    assert not InformationNeed(question=q, expected="£185 a week").carried_by(text)
    assert InformationNeed(question=q, expected="£185 per month").carried_by(text)
    assert InformationNeed(question=q, expected="£185").carried_by(text)


def test_two_dated_events_in_an_order_are_two_parts():
    """"The security review (27 January 2026) came before the pilot kickoff (9 February 2026)": a text dating only
    the review does not carry it; the two texts together do. A single closing bracket is still a gloss."""
    need = InformationNeed(question="Which came first at Initech: the pilot kickoff or the security review?",
                           expected="The security review (27 January 2026) came before the pilot kickoff "
                                    "(9 February 2026)")
    review = "Initech: security review completed by their InfoSec team on 27 January 2026."
    kickoff = "Initech: pilot kickoff meeting held on 9 February 2026."
    assert len(need.parts) == 2
    assert not need.carried_by(review)
    assert need.carried_by_all([review, kickoff])
    assert len(InformationNeed(question="How far?", expected="62 km (about 38 miles)").alternatives) == 2


def test_a_record_s_fact_field_is_its_text():
    """Graphiti and Zep facts are records whose text is their "fact" field."""
    from memtrace_otel.attribution.information import record_text

    assert record_text('{"fact": "P-031 had the baseline MRI on 3 February 2026", "valid_at": "2026-02-03"}') \
        .startswith("P-031 had the baseline MRI")


def test_in_a_window_of_turns_the_date_must_come_from_a_turn_about_the_question():
    # a context window of stamped turns: "yesterday" in the turn about the job says 19 January; once that turn is
    # trimmed, another turn's "lately" (a fortnight that holds 19 January) beside a turn about the job says nothing
    need = InformationNeed(question="When did Jon lose his job as a banker?", expected="19 January, 2023")
    job = "[4:04 pm on 20 January, 2023] Jon: Hey Gina! Lost my job as a banker yesterday, so I'm starting a business."
    sorry = ("[4:04 pm on 20 January, 2023] Gina: Sorry about your job Jon, but starting your own business sounds "
             "awesome!")
    other = ("[2:32 pm on 29 January, 2023] Gina: Hey Jon! Long time no see! Things have been hectic lately. I just "
             "launched an ad campaign for my clothing store.")
    assert need.carried_by("\n".join([job, sorry, other]))
    assert not need.carried_by("\n".join([sorry, other]))
    # a record whose date is on a line of its own (not a turn) is read whole, as before
    assert need.carried_by("Event: Jon lost his job as a banker\nWhen: 19 January 2023")


def test_a_number_a_text_gives_only_as_a_date_s_day_is_no_count():
    """"dispensed 2 April 2026" does not say "two more refills"; "2 refills left" does, beside a date."""
    need = InformationNeed(question="How many more times can I refill my cholesterol tablets?",
                           expected="Two more refills")
    assert not need.carried_by("- Amoxicillin 500 mg, three times a day (dispensed 2 April 2026, no refills)")
    assert need.carried_by("- Atorvastatin 20 mg, one at night - 2 refills left, next due 18 April 2026")
    # ... a total of two amounts the text states is still carried beside a date ("approved on July 2")
    left = InformationNeed(question="How much of the Q3 budget is left after paying the contractors?",
                           expected="$35,500")
    assert left.carried_by("The Q3 budget is $48,000 in total, approved on July 2; the contractors' fees come to "
                           "$12,500, paid from the Q3 budget.")
    # ... nor does a day and month in numbers ("12/4") say a count of 4; "4 of them" beside it does
    donors = InformationNeed(question="how many cake donors have we got for the bake sale?", expected="4")
    assert not donors.carried_by("12/4 - 5 cake donors for the bake sale: Jean, Priya, Mrs Okoro, the Guides")
    assert donors.carried_by("12/4 - 5 cake donors for the bake sale, 4 of them from the church")
    # ... while a day of the month is a date's number: "Tuesday the 3rd" is "tues 3/11"
    day = InformationNeed(question="which day are we at the Whitakers this week?", expected="Tuesday the 3rd")
    assert day.carried_by("WHITAKER, Wimbish - privet out front. tues 3/11, all day, 2 of us")
    # a count written in words is read as the answer reads it ("twice" is two)
    often = InformationNeed(question="How often does Audrey take her pups to the park?", expected="Twice a week")
    assert often.carried_by("Audrey: I take them to the park twice a week, on 3 May too.")


def test_a_year_that_names_a_thing_does_not_make_the_answer_a_date():
    """"the 2019 Vietti Barolo" is a wine, not a date: the answer is carried by its words (the year one of them)."""
    need = InformationNeed(question="What have I got put aside to collect in December?",
                           expected="Six bottles (a case) of the 2019 Vietti Barolo")
    assert [p.kind for p in need.parts] == ["words"]
    assert need.carried_by("And please reserve a case (6 bottles) of the 2019 Vietti Barolo Castiglione for me; "
                           "I'll pick it up in December.")
    assert not need.carried_by("Please reserve a case (6 bottles) of the 2021 Vietti Barolo Castiglione.")
    assert [p.kind for p in InformationNeed(question="When did he move?", expected="The summer of 2022").parts] \
        == ["date"]


def test_what_a_change_moved_away_from_is_not_the_present_value():
    """"Fixed desk: 22 ... - moved from desk 14" says desk 22 is mine now, not desk 14 (which it was before)."""
    text = "Fixed desk: 22 (third floor, quiet zone) since 1 March 2026 - moved from desk 14."
    assert not InformationNeed(question="Which desk is mine?", expected="Desk 14").carried_by(text)
    assert InformationNeed(question="Which desk is mine?", expected="Desk 22").carried_by(text)
    assert InformationNeed(question="Which desk did I have before?", expected="Desk 14").carried_by(text)


def test_an_amount_in_another_currency_is_another_answer():
    """"CHF 1,250" does not say "1,250 euros"; "EUR 1,250" and "€1,250" do."""
    need = InformationNeed(question="How much is the invoice for our contract translation?", expected="1,250 euros")
    assert not need.carried_by("Invoice INV-2231 for the contract translation: total CHF 1,250, due 30 April 2026.")
    assert need.carried_by("Invoice INV-2231 for the contract translation: total EUR 1,250, due 30 April 2026.")
    assert need.carried_by("Invoice for the contract translation: €1,250 in total.")


def test_words_a_text_denies_right_before_them_are_not_what_it_says():
    """"discs ... NOT replaced" does not say "the front discs were replaced"; a "not" that denies something else in
    the sentence ("not far from the street") does not stop a text from saying the rest."""
    need = InformationNeed(question="Did they put new brake discs on my car at the service?",
                           expected="the front discs were replaced")
    assert not need.carried_by("22 Sep 2026 service: oil and filter. Front brake discs measured 25.1 mm against a "
                               "24.0 mm minimum - NOT replaced, not needed yet; new front pads fitted (GBP 96).")
    assert need.carried_by("Service done: the front brake discs were replaced and the pads too.")
    goal = InformationNeed(question="What was the main goal of the money raised from the charity tournament?",
                           expected="Raise money for a dog shelter")
    assert goal.carried_by("John: Our main goal was to raise money for a dog shelter, which is not far from the "
                           "street where I live.")


def test_an_amount_and_a_half_is_one_part():
    """"An hour and a half" is one amount, not "An hour" and "a half"; "Tuesdays and Thursdays" still two items."""
    need = InformationNeed(question="How long is each of my evening classes?", expected="An hour and a half")
    assert len(need.parts) == 1
    assert not need.carried_by("It's an informal hour on Fridays at 19:00 in the cafe.")
    days = InformationNeed(question="Which days are my classes?", expected="Tuesdays and Thursdays")
    assert len(days.parts) == 2


def test_a_bracket_that_refers_back_or_names_another_kind_of_value_is_an_aside():
    """A bracket that glosses the answer in its own kind ("62 km (about 38 miles)") is the answer said another way;
    one that refers back to it ("(Cleo took his Thursdays)") or names another kind of value beside it (a day and time
    beside a room) is an aside: the answer is what stands outside it."""
    room = InformationNeed(question="Which room is the seminar that replaced Tuesday's POL110 in?",
                           expected="Harris Building 2.07 (the extra slot, Friday 6 March 2-4)")
    assert not room.carried_by("POL110 Tue 3/3 off - replaced by an extra slot Fri 6/3 2-4, room tbc",
                               timestamp="2026-02-20")
    assert room.carried_by("Fri 6/3 2-4 POL110 extra seminar -> Harris Building 2.07", timestamp="2026-02-20")
    who = InformationNeed(question="Who does the Tuesday swim run now?",
                          expected="Ben, since 2 March (Cleo took his Thursdays)")
    assert not who.carried_by("Cleo takes the Thursday swim run from now on.", timestamp="2026-03-01")
    gloss = InformationNeed(question="How far is the Sunday ride?", expected="62 km (about 38 miles)")
    assert gloss.carried_by("The Sunday ride is about 38 miles.")
    # (the working in other words glosses too: "55 a day, Monday to Friday" is 275 a week)
    weekly = InformationNeed(question="How many loaves do we send the cafe each week?",
                             expected="150 a week (30 a day, Monday to Friday)")
    assert weekly.carried_by("Standing order for the cafe: 30 loaves a day, Monday to Friday, invoiced monthly.")
    # (a bracket that refers back but says nothing of anyone else glosses: "her house" is Noor's)
    place = InformationNeed(question="Whose place is the supper club at in May?",
                            expected="Noor's (her house in Jesmond)")
    assert place.carried_by("Priya: April was at mine! May we're at Noor's house in Jesmond, Friday 8 May, 7.30.")


def test_weekdays_as_notes_write_them_and_the_one_after_next():
    """"next Weds" is a weekday; "the Sunday after next" and "the week after next" are one further on."""
    from datetime import date

    from memtrace_otel.text.dates import dates_said_on

    monday = date(2026, 7, 6)

    def names(text, day):
        return any(a <= day <= b for a, b in dates_said_on(text, monday, include_said=False))

    assert names("rebooked for next Weds 2.15", date(2026, 7, 8))
    assert names("back the Sunday after next", date(2026, 7, 19))
    assert not names("back the Sunday after next", date(2026, 7, 12))
    assert names("the week after next", date(2026, 7, 16)) and not names("the week after next", date(2026, 7, 9))
    # "w/c" (week commencing) introduces a date, one still to come when written before it
    assert any(a <= date(2026, 5, 25) <= b for a, b in
               dates_said_on("plant out when pencil thick, usually 10 wks so w/c 25/5", date(2026, 3, 14)))


def test_a_one_word_name_in_a_label_s_list_is_said_in_its_own_word():
    """"Maresfield" in "Fletching, Maresfield and Chailey" is a name: "cars from Uckfield station" is close to it in
    letters, not the same place, so a record of the outing's towers that never names Maresfield does not carry the
    whole list; one that names it (or misspells it by a letter) does."""
    need = InformationNeed(question="which towers are we ringing at on tuesday?",
                           expected="Fletching, Maresfield and Chailey", whole=True)
    outing = "spring outing: cars from Uckfield station car park 9.15; when: Tue; towers: Fletching (8), Chailey (6)"
    assert not need.carried_by(outing)
    assert need.carried_by(outing.replace("Chailey (6)", "Maresfield (6), Chailey (6)"))
    assert need.carried_by(outing.replace("Chailey (6)", "Maresfeld (6), Chailey (6)"))


def test_a_diary_line_that_opens_with_its_day_in_numbers_was_said_that_day():
    from datetime import date

    now = datetime(2026, 12, 4, 10, 0)
    assert said_on("human: 20/6 FIRST COURGETTE!! had it with pasta", now) == date(2026, 6, 20)
    assert said_on("14/3 sowed leeks in modules", now) == date(2026, 3, 14)
    assert said_on("3/4 of the team came", now) == date(2026, 12, 4)  # a fraction, not a day
    # ... or in dots, or as an ISO time stamp
    assert said_on("22.3. Mick - the Trust are doing the towpath", now) == date(2026, 3, 22)
    assert said_on("user: 3.10. Kerry - drew 5-5", now) == date(2026, 10, 3)
    assert said_on("2026-03-25T18:00 Mick - hi-vis in the hut", now) == date(2026, 3, 25)
    # ... not a time of day, nor a day in words (a note names so the day of what it is about as often as when it was
    # written: "Fri 1st May Patels job")
    assert said_on("3.30 kids arrive at the hall", now) == date(2026, 12, 4)
    assert said_on("Fri 1st May Patels J-2302 - 4 bed detached", now) == date(2026, 12, 4)
    # ... unless its writer and a dash follow it, a note's heading: "16th may Ann - PRIZES (5 so far)"
    assert said_on("16th may Ann - PRIZES (5 so far)", now) == date(2026, 5, 16)
    assert said_on("16 May Gareth (council) - insurers want a first aider", now) == date(2026, 5, 16)
    assert said_on("16th may - prizes", now) == date(2026, 12, 4)
    assert said_on("16th may ann - prizes", now) == date(2026, 12, 4)


def test_a_note_that_opens_with_its_full_date_in_numbers_was_said_that_day():
    """"02/03/2026 insurance expires 31/03/2026" was written on 2 March (day first, as a note with a dash after its
    date is read), whatever other dates it names and whenever it was stored; a year-less number is no such date."""
    from datetime import date

    now = datetime(2026, 12, 4, 10, 0)
    assert said_on("user: 02/03/2026 insurance ya KDQ 218M inaexpire 31/03/2026", now) == date(2026, 3, 2)
    assert said_on("14/03/2026 renewed for 12 months", now) == date(2026, 3, 14)
    assert said_on("2026-03-02 paid the deposit", now) == date(2026, 3, 2)
    assert said_on("08/21/26 0640 DIV K - slop-over spotted", now) == date(2026, 8, 21)  # only month first is a date
    assert said_on("02/03/2026", now) == date(2026, 12, 4)  # a date alone says nothing was written then
    assert said_on("12.5 kg of flour", now) == date(2026, 12, 4)
    # (with dashes too, a year after them: "15-01-2026 REGLEMENT 2026 ..."; not "3-4 people")
    assert said_on("15-01-2026 REGLEMENT 2026 snoeiafval may be burned", now) == date(2026, 1, 15)
    assert said_on("3-4 people came to the work day", now) == date(2026, 12, 4)


def test_months_and_a_headings_weekday_in_the_languages_notes_mix_in():
    """"wo 11 maart - actually the kettingen are not needed" (Dutch) was written on Wednesday 11 March; a month in
    Dutch, German, French, Spanish, Portuguese or Italian is a month ("11 juni 2026", "le 3 juin"), but no English word
    or common name that a month of another language spells ("2 mars bars", "mayo", "Avril") is one."""
    from memtrace_otel.text.dates import explicit_dates

    now = datetime(2026, 3, 12, 10, 0)
    assert said_on("wo 11 maart - actually the kettingen are not needed", now) == date(2026, 3, 11)
    assert said_on("do 5 februari - keys back to Gerrit", now) == date(2026, 2, 5)
    assert explicit_dates("11 juni 2026 afspraak", None) == [(date(2026, 6, 11), date(2026, 6, 11))]
    assert (date(2026, 6, 3), date(2026, 6, 3)) in explicit_dates("le 3 juin 2026", None)
    for text in ("2 mars bars", "mayo 2 tubs", "avril 3 kids", "do 5 things - later"):
        assert not explicit_dates(text, date(2026, 3, 12)) or text.startswith("do"), text
    assert said_on("do 5 things - later", now) == date(2026, 3, 12)
    # a dot after the day ("7. März", German and Scandinavian) and "de" (Spanish, Portuguese) join a day to such a
    # month, and "de" its year; not to an English month or word ("item 7. May we", "5 de 6")
    assert said_on("Di 7. März - Schlüssel zurück an Frau Kessler", now) == date(2026, 3, 7)
    assert explicit_dates("24. desember julebord", date(2027, 1, 5)) == [(date(2026, 12, 24), date(2026, 12, 24))]
    assert explicit_dates("5 de marzo de 2026 pagamos", None) == [(date(2026, 3, 5), date(2026, 3, 5))]
    assert explicit_dates("ensaio 10 de março", now.date()) == [(date(2026, 3, 10), date(2026, 3, 10))]
    for text in ("item 7. may we go", "gave 5 de 6 apples", "3 de mayo"):
        assert not explicit_dates(text, now.date()), text


def test_a_weekday_beside_a_day_in_numbers_decides_which_way_round_it_reads():
    """"Thu 12/8 - ..." in a note stored in December 2050: 8 December is a Thursday, 12 August a Friday, so the note
    was written on 8 December (before, day first was read whenever both readings were dates, and the weekday only
    moved the year: 12 August 2049, a Thursday)."""
    assert said_on("Thu 12/8 - pick-up moves to Saturday, same place", date(2050, 12, 9)) == date(2050, 12, 8)
    assert said_on("Fri 12/8 - pick-up moves to Saturday, same place", date(2050, 8, 20)) == date(2050, 8, 12)
    assert said_on("Sat 13/9 - bonfire", date(2050, 9, 20)) == date(2050, 9, 13)
    # (a month in words is never read the other way round: "Tue 7th Jun" is 7 June, whichever year it fits)
    assert said_on("Tue 7th Jun Dennis - Crosthwaite have moved to 10.30", date(2050, 6, 22)) == date(2050, 6, 7)


def test_a_shortened_weekday_after_this_or_on_is_a_day():
    """"this Sat", "on Thurs" are days as "this Saturday" and "on Thursday" are (before, the word before them kept
    the bare reading off and nothing read them); "on Thursday" in a sentence about what is to come is the coming one
    too; "a week from this Thurs" is a week after the coming one. Not "this sat nav" or "sat on the bench"."""
    from memtrace_otel.text.dates import relative_dates

    monday = date(2026, 3, 9)
    assert (date(2026, 3, 14), date(2026, 3, 14)) in relative_dates("this sat", monday)
    assert (date(2026, 3, 12), date(2026, 3, 12)) in relative_dates("this thurs", monday)
    assert (date(2026, 3, 4), date(2026, 3, 6)) in relative_dates("paid on thurs", monday)  # the one just gone
    assert (date(2026, 3, 12), date(2026, 3, 12)) in relative_dates("we will meet on thurs at 7", monday)
    assert (date(2026, 3, 12), date(2026, 3, 12)) not in relative_dates("we met on thurs at 7", monday)
    assert relative_dates("a week from this thurs", monday) == [(date(2026, 3, 19), date(2026, 3, 19))]
    assert relative_dates("this sat nav is rubbish", monday) == []
    assert relative_dates("sat on the bench", monday) == []


def test_a_currency_is_read_with_its_countrys_letters_and_its_own_sign():
    """"HK$380" is Hong Kong dollars, not an amount without a currency (a "$" after letters was none); "R$ 45,90",
    "¥3,500", "3500円", "KSh 200", "Rs. 500" are amounts of their currencies, and a count times such a price is
    worked out as it is for pounds."""
    from memtrace_otel.attribution.information import _currency_amounts, amounts_in

    assert _currency_amounts("every household HK$380 la") == {("hkd", "380")}
    assert _currency_amounts("R$ 45,90 por pessoa") == {("brl", "45.90")}
    assert _currency_amounts("¥3,500 course, drinks 3500円") == {("jpy", "3500")}
    assert _currency_amounts("KSh 200 to the conductor, Rs. 500 for the dana") == {("kes", "200"), ("inr", "500")}
    assert _currency_amounts("the $20 float") == {("usd", "20")}
    assert 183.6 in amounts_in("4 rodízios @ R$ 45,90", "brl", None)
    assert 2280 in amounts_in("6 x HK$380", "hkd", None)
    assert amounts_in("6 x HK$380", "usd", None) == []
    # (a price "ea", "a pair", "a piece" is a price each: "2 suits $15 ea" is $30)
    assert {30.0, 17.5} <= set(amounts_in("2 suits $15 ea, 5 dress shirts $3.50 ea", "usd", None))
    assert 24.0 in amounts_in("both trousers taken up, $12 a pair", "usd", None)


def test_a_word_with_an_accent_is_the_same_word_without_it():
    """"salón" is one word, the same as "SALON" (before, an accented letter split it into "sal" and "n", and "Tía"
    matched nothing); letters no accent decomposes are folded too ("lørdag", "Straße")."""
    from memtrace_otel.text.words import words

    assert words("Tía Rosie AT THE SALÓN, lørdag, Straße, ３５００円") == ["tia", "rosie", "at", "the", "salon", "lordag",
                                                                     "strasse", "3500"]
    need = InformationNeed(question="where's the last practice?", expected="at the salón")
    assert need.carried_by("last practice 7pm AT THE SALON, Tia Rosie has the keys")
    assert not need.carried_by("last practice 7pm in Tía Rosie's garage")


def test_a_bracket_after_the_answer_that_says_what_it_is_not_is_no_answer():
    """"6 yards, the dark brown (not 3 of the red)": the bracket says what the answer is not; a note of "3 yardas del
    rojo" does not carry it."""
    need = InformationNeed(question="how many yards of mulch for the Johnsons?",
                           expected="6 yards, the dark brown - she wants double in the front (not 3 of the red)")
    assert len(need.alternatives) == 1 and all("red" not in p.text for p in need.alternatives[0])
    assert not need.carried_by("Johnson - mulch in the front beds, 3 yardas del rojo, sab 15/04 8am")


def test_a_bracket_in_a_labels_working_is_part_of_the_working():
    """"¥63,000 - 14名 at ¥4,500 (the ¥4,000 course + ¥500 for the 2.5h extension)": the bracket works out a term of
    the working, so it is a clause of the working (what texts must say), never an answer of its own that a note of
    "+¥500/head for 2.5h" would carry. A bracket that only asides ("(still room for 4)") is left out as before."""
    need = InformationNeed(question="what's the total for the Suzuki party tonight?",
                           expected="¥63,000 - 14名 at ¥4,500 (the ¥4,000 course + ¥500 for the 2.5h extension)")
    assert len(need.alternatives) == 1
    assert not need.carried_by("course note: +¥500/head to make the nomihodai 2.5h")
    head, clauses = need.worked()
    assert head == [] and [c[0].text for c in clauses] == ["14名 at ¥4500", "the ¥4000 course",
                                                           "¥500 for the 2.5h extension"]
    # (... or says where a term comes from: "(o rodízio subiu pra R$ 139,90 dia 18/08)")
    rise = InformationNeed(question="quanto vai dar o rodízio pra mesa? 8 adultos + 2 crianças",
                           expected="R$ 1.259,10 - 8 x R$ 139,90 + 2 x R$ 69,95 (o rodízio subiu pra R$ 139,90 dia "
                                    "18/08)")
    head, clauses = rise.worked()
    assert head == [] and len(clauses) == 3
    aside = InformationNeed(question="how many seats are left?", expected="17 - 80 less the 52 sold and the 11 Ian "
                                                                          "sold (still room for 4)")
    assert all("room" not in p.text for ps in aside.worked()[1] for p in ps)


def test_a_bracket_of_days_glosses_the_days_before_a_labels_working():
    """"Monday and Thursday (3/14 and 3/17) - the tortillería switched from Tues + Fri": the bracket dates the days
    the answer names; the answer is the days (with the working after them), carried by "they deliver Mon + Thurs"."""
    need = InformationNeed(question="what days does the tortillería deliver this week?",
                           expected="Monday and Thursday (3/14 and 3/17) - the tortillería switched from Tues + Fri")
    assert need.carried_by("3/10 Don Pancho from the tortillería stopped by, starting next week they deliver Mon + "
                           "Thurs, not Tues + Fri no more", timestamp="2050-03-10")
    assert not need.carried_by("2/21 tortillas from Tortillería El Sol come Tues + Fri 6am", timestamp="2050-02-21")


def test_a_record_that_gives_the_answer_under_another_field_does_not_carry_it():
    """"velación: Tío Beto + Tía Nora; pastel: the Garzas; ...; recuerdos: Tío Lalo + Tía Connie" names Tío Lalo and
    Tía Connie as padrinos of the recuerdos: asked who the padrinos de pastel are, it gives the Garzas, not them. The
    note that makes them padrinos de pastel carries it; a record whose asked field holds another kind of value
    ("pastel: 3 tiers") does not decide."""
    q = "who are my padrinos de pastel?? the bakery wants to talk to them"
    need = InformationNeed(question=q, expected="Tío Lalo and Tía Connie - the Garzas switched to the recuerdos")
    record = ("padrinos velación: Tío Beto + Tía Nora; pastel: the Garzas (Ramiro + Elsa); vestido: Nina Marisol; "
              "recuerdos: Tío Lalo + Tía Connie; DJ: Tío Güero")
    assert not need.carried_by(record)
    assert need.carried_by("CHANGE: the Garzas can't do the pastel anymore, so Tío Lalo + Tía Connie are padrinos de "
                           "pastel now")
    assert need.carried_by("pastel: 3 tiers, tres leches; velación: Tío Beto; padrinos de pastel, recuerdos: Tío Lalo "
                           "+ Tía Connie")


def test_dozen_after_a_number_is_what_is_counted_and_a_goal_the_question_states_is_a_term():
    """"125 dozen": "dozen" after a number is what is counted (it was read as the number 12, so the label had two
    numbers and was no arithmetic); "475 dz" is the same. "how many more dozen to hit 600?" answered "125 dozen - the
    count after Wed night was 475": the label is the goal the question states less the working's count, the
    labeller's arithmetic, and its working is what texts must say."""
    from memtrace_otel.attribution.information import _computed_from, meaning_stems

    assert meaning_stems("125 dozen") == {"125", "dozen"} and meaning_stems("at 475 dz!!") == {"475", "dozen"}
    assert "12" in meaning_stems("a dozen eggs")
    q = "how many more dozen do we still have to pinch to hit 600? deciding if we need a Saturday"
    assert _computed_from("125 dozen", "Basia's count after Wed night 11/30 was 475", q)
    assert not _computed_from("125 dozen", "Basia's count after Wed night 11/30 was 470", q)
    need = InformationNeed(question=q, expected="125 dozen - Basia's count after Wed night 11/30 was 475")
    head, clauses = need.worked()
    assert head == [] and len(clauses) == 1


def test_a_sum_of_counts_times_a_rate_is_arithmetic_and_a_clock_time_is_no_amount():
    """"6,175 kg - (60 for the Kita now + 35 Seniorenheim) x 65 g" is two counts added, then times a rate: the
    labeller's arithmetic. And its clause "60 for the Kita now" is not carried by a note of "Kita 45 Brötchen ...
    Abholung 6:15": the 15 of a clock time (or a date's numbers) is no amount that 45 adds up to 60 with."""
    from memtrace_otel.attribution.information import _computed_from

    q = "how much Teig do I make tonight for the Kita + Seniorenheim Brötchen for Montag? in kg pls"
    assert _computed_from("6,175 kg", "(60 for the Kita now + 35 Seniorenheim) x 65 g", q)
    need = InformationNeed(question=q, expected="6,175 kg - (60 for the Kita now + 35 Seniorenheim) x 65 g")
    head, clauses = need.worked()
    kita = clauses[0][0]
    assert head == [] and kita.text == "60 for the Kita now"
    assert not need.carries_part(kita, "03.03.2051 Kita Pusteblume 45 Brötchen, Seniorenheim 35. Abholung 6:15")
    assert need.carries_part(kita, "Fr 10.03. Kita Pusteblume called, from Montag they need 60 Brötchen not 45")


def test_dots_between_thousands_before_a_decimal_comma_make_one_number():
    from memtrace_otel.attribution.information import _plain_numbers

    assert _plain_numbers("R$ 1.259,10 - 8 x") == "R$ 1259.10 - 8 x"
    assert _plain_numbers("€ 2.450,00 and 1,250.50") == "€ 2450.00 and 1250.50"
    assert _plain_numbers("version 1.2.3,4") == "version 1.2.3,4"


def test_a_dated_answer_is_carried_by_a_text_that_says_in_its_words_what_happens_then():
    """"Yes - the runner beans are due to be planted out w/c 18 May" (asked whether being away then clashes with
    anything) shares no word with the question: a note that says in the answer's words what happens that week
    carries it; one that only names the day does not."""
    need = InformationNeed(question="We're away 16-24 May at my brother's - does that clash with anything on the plot?",
                           expected="Yes - the runner beans are due to be planted out w/c 18 May, while you're away")
    assert need.carried_by("2/4 sowed runner beans in pots, plant out once the frosts are done, so w/c 18/5, canes "
                           "ready", timestamp="2026-04-02")
    assert not need.carried_by("18/5 committee walk-round at 10, bring the plot key", timestamp="2026-04-02")


def test_a_unit_written_onto_its_number_is_the_same_amount():
    need = InformationNeed(question="What did Pepper weigh at his last check?", expected="12.2 kg")
    assert need.carried_by("Pepper weigh-in 4/3: 12.2kg (was 11.8 in Nov).")
    assert not need.carried_by("Pepper weigh-in 4/3: 12.2lb (was 11.8 in Nov).")


def test_an_answer_that_is_a_name_is_carried_whole():
    """"Holiday Inn Express" is not the Holiday Inn on Tower Street: a name may be misspelled, not cut."""
    need = InformationNeed(question="Which hotel are we staying at in York in August?", expected="Holiday Inn Express")
    assert not need.carried_by("York hotel: the Holiday Inn on Tower Street, 4 nts from Mon 10/8, GBP 380.")
    assert need.carried_by("York hotel: Holiday Inn Express, 4 nts from Mon 10/8, GBP 380.")


def test_a_not_inside_a_bracket_denies_nothing_after_it():
    need = InformationNeed(question="What did the hall hire come to this season?", expected="GBP 882.50")
    assert need.carried_by("Hall invoice in: 28 wks (2 wks closed, not charged) @ GBP 31.52 = GBP 882.50, paid 2/6.")
    assert not need.carried_by("Hall hire this season: not GBP 882.50 after all, the council waived it.")


def test_a_weekday_fixes_the_year_of_a_day_written_without_one_and_a_bare_weekday_is_the_next_or_last():
    """A note "Sat 13/9 - ..." stored in December 2026 was said on Saturday 13 September 2025 (13/9/2026 is a Sunday);
    "he can grab it Tues after 4" then names Tuesday 16 September (or the Tuesday before). "Weds 19th" is the
    nearest 19th that is a Wednesday; "sat" and "sun" as words are no weekdays."""
    from datetime import date

    from memtrace_otel.text.dates import relative_dates, said_on

    note = "Sat 13/9 - Sturmey hub for Mr Dale's Brompton came in. Fitting Mon, texted him he can grab it Tues after 4"
    assert said_on(note, "2026-12-04T10:00:00") == date(2025, 9, 13)
    # (next year's day when it falls on the weekday and is at most a month ahead: a note "Weds 6 Jan" or "Weds 6/1"
    # stored on 6 December 2026 is of January 2027, a Wednesday, not of 2021; a weekday that fits neither the year
    # before nor the next is no year's: "Tue 8 Nov" stored in December 2026 is of 8 November 2026, as a note's "19/10"
    # beside it is, not of 2022)
    assert said_on("Weds 6 Jan Wendy - make-up's taking forever", "2026-12-06T00:40:00") == date(2027, 1, 6)
    assert said_on("Weds 6/1 - make-up's taking forever", "2026-12-06T00:40:00") == date(2027, 1, 6)
    assert said_on("Weds 6/1 - make-up's taking forever", "2026-11-01T00:40:00") == date(2026, 1, 6)
    assert said_on("Tue 8 Nov Frank - steward rang", "2026-12-06T00:55:00") == date(2026, 11, 8)
    need = InformationNeed(question="What date did we give Mr Dale to collect his Brompton?",
                           expected="Tuesday 16 September, after 4pm")
    assert need.carried_by(note, timestamp="2026-12-04T10:00:00")
    assert not need.carried_by(note.replace("Tues", "Thurs"), timestamp="2026-12-04T10:00:00")
    assert (date(2025, 11, 19), date(2025, 11, 19)) in relative_dates("weds 19th end of day is fine", date(2025, 11, 11))
    assert relative_dates("we sat in the sun", date(2025, 11, 11)) == []
    assert relative_dates("next tues", date(2025, 9, 13)) == relative_dates("next tues", date(2025, 9, 13))
    assert relative_dates("tuesday's meeting", date(2025, 9, 13)) == []


def test_clock_times_as_people_say_them_and_a_date_booked_for():
    from memtrace_otel.text.dates import times_of_day

    assert times_of_day("around 7.45 in the evening") == {19 * 60 + 45}
    assert times_of_day("half 2 in the lounge") == {2 * 60 + 30, 14 * 60 + 30}
    assert times_of_day("half an hour") == set() and times_of_day("it cost 7.45 at the shop") == set()
    need = InformationNeed(question="When are the ukulele ladies next in?",
                           expected="Thursday the 2nd of October, half past two")
    assert need.carried_by("Mon 22/9 - Strum Sisters (the ukulele lot) booked again for 2/10, half 2 in the lounge", "2025-09-22")
    assert not need.carried_by("Mon 22/9 - Strum Sisters (the ukulele lot) booked again for 2/11, half 2 in the lounge",
                               "2025-09-22")


def test_dotted_and_spoken_clock_times_after_a_word_of_when():
    from memtrace_otel.text.dates import times_of_day

    # a dotted time after "by", "at", "from", "till": either half of the day
    assert times_of_day("van loaded + away by 5.15 latest") == {5 * 60 + 15, 17 * 60 + 15}
    assert times_of_day("open from 6.30") == {6 * 60 + 30, 18 * 60 + 30} and times_of_day("till 19.45") == {19 * 60 + 45}
    # ... not money, a measure, a percentage or a change of an amount
    assert times_of_day("by GBP 5.15") == set() and times_of_day("at 2.50 m") == set()
    assert times_of_day("went up by 3.25%") == set() and times_of_day("price cut by 1.50 today") == set()
    # spoken minutes past and to the hour, and "half six" for 6:30
    assert times_of_day("twenty past six") == {6 * 60 + 20, 18 * 60 + 20}
    assert times_of_day("ten to nine") == {8 * 60 + 50, 20 * 60 + 50}
    assert times_of_day("twenty-five to 4") == {3 * 60 + 35, 15 * 60 + 35}
    need = InformationNeed(question="what time's Kasia got to have the van loaded by on mon?", expected="quarter past five")
    assert need.carried_by("From mon 3/11 Kasia's on the Ledbury run - van loaded + away by 5.15 latest")
    assert not need.carried_by("From mon 3/11 Kasia's on the Ledbury run - van loaded + away by 5.45 latest")


def test_a_range_of_clock_times_with_a_dotted_end_gives_both_ends():
    from memtrace_otel.text.dates import times_of_day

    # "open 8.30-5", "9.30-11.30", "7.30 till 9", "10-12.30": each end a time of either half of the day
    assert times_of_day("hours: 8.30-5 - strawbs going over") == {8 * 60 + 30, 20 * 60 + 30, 5 * 60, 17 * 60}
    assert times_of_day("7.30 till 9") == {7 * 60 + 30, 19 * 60 + 30, 9 * 60, 21 * 60}
    assert times_of_day("10-12.30") == {10 * 60, 22 * 60, 30, 12 * 60 + 30}
    # not money, a measure, a decimal that is no clock's five-minute mark, nor a dotted day-and-month range
    assert times_of_day("£8.30-9") == set() and times_of_day("1.25-1.50 m") == set()
    assert times_of_day("ages 5.5-7") == set() and times_of_day("4.15-5 people") == set()
    assert times_of_day("away 10.04-12.04") == set() and times_of_day("v 2.03-2.07") == set()
    # ... nor a length's minutes before a time: "2 hrs 45 - 6.30 till the van's off at 9.15" starts at no 45 o'clock
    assert times_of_day("2 hrs 45 - 6.30 till the van's off at 9.15") == {9 * 60 + 15, 21 * 60 + 15}
    need = InformationNeed(question="what time does the pick-your-own open on saturday?", expected="half past eight")
    assert need.carried_by("PYO saturday - open 8.30-5 now, last cars 4.15")
    assert not need.carried_by("PYO saturday - open 9.30-5 now, last cars 4.15")


def test_a_rota_names_a_person_for_the_job_in_their_own_item():
    """"Who ...?" against a text that pairs people with jobs item by item: a person is carried only by their item.
    Last year's list ("Brian - money table, Marion + Jean - teas") does not say Marion is on the money table; a
    sentence that names several people ("Tom, Ken and Marion are on the money table") is no rota."""
    q = "who's on the money table sat? the bank want a name for the float"
    rota = ("last yr's helpers for the noticeboard, just copy it: Brian - money table, Marion + Jean - teas, Ken - "
            "books, Dave - setting up")
    short = "Last year's helper list: Brian money table; Marion and Jean teas; Ken books; Dave setting up."
    for text in (rota, short, "teas: Marion + Jean; money table: Brian"):
        assert not InformationNeed(question=q, expected="Marion").carried_by(text), text
        assert InformationNeed(question=q, expected="Brian").carried_by(text), text
    assert InformationNeed(question=q, expected="Marion").carried_by("Tom, Ken and Marion are on the money table")
    assert InformationNeed(question=q, expected="Marion").carried_by("Money table: Marion (treasurer). Brian on teas.")
    # (nor does a label's working carry its person: "Marion, the treasurer - Brian's on teas this year" is not in a
    # rota that gives Marion the teas, however many of its words it holds)
    assert not InformationNeed(question=q, expected="Marion, the treasurer - Brian's on teas this year",
                               whole=True).carried_by(rota)


def test_a_list_label_carried_on_after_a_dash_keeps_its_items():
    need = InformationNeed(question="what do i need to bring sat?",
                           expected="2 fat quarters, matching thread, pins, interfacing (or £2 for Linda's) - plus "
                                    "your own rotary cutter and mat and a 20in zip")
    assert [p.text for p in need.parts] == ["2 fat quarters", "matching thread", "pins", "interfacing (or £2 for "
                                            "Linda's)", "your own rotary cutter", "mat", "a 20in zip"]
    # a working after a dash is no more items
    worked = InformationNeed(question="how much do we owe?", expected="£830 - £1,200 agreed less the £370 paid")
    assert len(worked.parts) == 1


def test_a_time_labels_time_is_the_one_before_its_working():
    """"7.15 - it finishes at 7.15 now so Phil can lock up by half 7": the label's time is 7.15; the "half 7" of its
    working is no answer, so a record that still says "5.30-7.30" does not carry it."""
    need = InformationNeed(question="what time do i pick up from the KS2 disco fri?",
                           expected="7.15 - it finishes at 7.15 now so Phil the caretaker can lock up by half 7")
    assert not need.carried_by("ks2-disco: when: fri 20/11 5.30-7.30, hall; price: £4 inc a glow stick")
    assert need.carried_by("ks2-disco: when: fri 20/11 5.30-7.15 now, hall - Phil has to lock up by half 7")


def test_a_day_of_the_month_named_by_its_weekday_in_a_note_carries_the_date():
    """Notes name a day of the month they are in by its weekday ("her follow up is TUE 21st 2.40pm"): that carries
    "Tue 21st April" in a text about the question, with no stamp to read the year-less day against; not another
    weekday, another day, or the same pair with another month after it."""
    need = InformationNeed(question="what day's mrs whitworth's eye clinic follow up?", expected="Tue 21st April")
    assert need.carried_by("clinic rang while we were sat there - her follow up is TUE 21st 2.40pm not the 15th")
    assert not need.carried_by("clinic rang while we were sat there - her follow up is WEDS 21st, 2.40pm")
    assert not need.carried_by("clinic rang while we were sat there - her follow up is TUE 28th 2.40pm")
    assert not need.carried_by("clinic rang while we were sat there - her follow up is TUE 21st July 2.40pm")
    assert not need.carried_by("Tue 21st - fuel card PIN changed, ask the office")


def test_a_dotted_clock_time_before_a_word_of_when_or_after_a_verb_of_setting_off():
    from memtrace_otel.text.dates import times_of_day

    # "9.15 latest", "9.30 on the dot", "a 10.30 start", "meet 9.45", "the coach goes 8.20": either half of the day
    assert times_of_day("have them at ours for 9.15 latest") == {9 * 60 + 15, 21 * 60 + 15}
    assert times_of_day("bus goes 9.30 on the dot") == {9 * 60 + 30, 21 * 60 + 30}
    assert times_of_day("a 10.30 start") == {10 * 60 + 30, 22 * 60 + 30} and times_of_day("meet 18.45") == {18 * 60 + 45}
    # ... or after a move in time: "brought forward to 8.40", "put back to 9.15"
    assert times_of_day("leg 1's start brought forward to 8.40") == {8 * 60 + 40, 20 * 60 + 40}
    assert times_of_day("put back to 9.15") == {9 * 60 + 15, 21 * 60 + 15} and times_of_day("went up to 8.40") == set()
    # ... not money, a measure or a decimal of something else
    assert times_of_day("£9.15 latest") == set() and times_of_day("gbp 4.50 start fee") == set()
    assert times_of_day("meet 2.5 km on") == set() and times_of_day("it cost 7.45 at the shop") == set()
    need = InformationNeed(question="what time does Ella need to be at the pool on Saturday?",
                           expected="quarter to eight")
    assert need.carried_by("gala sat - warm up moved up, so swimmers at the pool for 7.45 latest, parents' gallery 8.30")
    assert not need.carried_by("gala sat - warm up moved up, so swimmers at the pool for 7.15 latest")


def test_a_weekday_label_is_carried_by_the_short_form_notes_use():
    need = InformationNeed(question="what night's the dress rehearsal?", expected="Wednesday")
    assert need.carried_by("dress rehearsal weds 15th, 6.30 for make-up")
    assert need.carried_by("dress rehearsal wed, same hall")
    assert not need.carried_by("dress rehearsal thurs 16th, 6.30 for make-up")
    assert InformationNeed(question="what day's the bin collection?", expected="Friday").carried_by(
        "bin collection moved to fri this week")


def test_a_length_is_carried_by_a_dotted_range_with_its_meridiem_at_the_end():
    need = InformationNeed(question="how long's the U15 nets session on Tuesday?", expected="an hour and a half")
    assert need.carried_by("booked the sports hall for U15 nets - tues, 5.30 till 7pm, 2 lanes")
    assert need.carried_by("U15 nets tuesdays 6.15-7.45pm, bring a water bottle")
    assert not need.carried_by("booked the sports hall for U15 nets - tues, 5.30 till 7.30pm, 2 lanes")
    # (not money: "£5.30 till 7pm" is no range of times)
    assert not InformationNeed(question="how long's the U15 nets session on Tuesday?", expected="an hour and a half "
                               ).carried_by("U15 nets - the £5.30 subs till 7pm tues")


def test_a_list_led_by_its_count_and_what_they_are_heads_no_item():
    need = InformationNeed(question="what are we doing for the venue?",
                           expected="three bits - the big arch, the ten jam-jar centres, and fresh flowers for the cake")
    assert [p.text for p in need.parts] == ["the big arch", "the ten jam-jar centres", "fresh flowers for the cake"]
    assert [p.text for p in InformationNeed(question="what jobs?", expected="2 jobs: the gutters and the fence").parts] \
        == ["the gutters", "the fence"]
    # (a count that does not match the items heads nothing: "Two Bramleys - the top row ones" is one value)
    assert len(InformationNeed(question="which trees?", expected="Two Bramleys - the top row ones").parts) == 1


def test_a_time_label_is_carried_by_its_time_not_by_its_hour_in_another_time():
    need = InformationNeed(question="what time do the kids need to be in the water for warm-up on saturday?",
                           expected="quarter to eight")
    assert need.carried_by("gala sat - kids in the water for warm-up 7.45 - 8.25, doors 7.30")
    # ("8" of "8.30" is no "eight" of "quarter to eight")
    assert not need.carried_by("gala sat - kids in the water for warm-up 8.30 - 9.10, lanes 1-4")
    assert not need.carried_by("gala sat - kids in the water for warm-up at 8, lanes 1-4")


def test_a_bare_hour_after_a_verb_of_when_is_a_clock_time():
    from memtrace_otel.text.dates import times_of_day

    assert times_of_day("the coach asked can we start at 8. Fine by me") == {8 * 60, 20 * 60}
    assert times_of_day("kick off at 2 - bring oranges") == {2 * 60, 14 * 60}
    # (a house number, an ordinal, a quantity: no time)
    assert times_of_day("meet at 10 Orchard Way") == set() and times_of_day("start at 1st slip") == set()
    assert times_of_day("we start at 3 pm") == {15 * 60} and times_of_day("start at 12%") == set()
    need = InformationNeed(question="What time's the track session on Tuesday?", expected="8 o'clock")
    assert need.carried_by("Track session Tues - the athletics lot have it till 7.30 so can we start at 8? Fine.")
    assert not need.carried_by("Track session Tues - the athletics lot have it till 7.30 so can we start at 9? Fine.")


def test_a_bare_hour_with_the_part_of_the_day_after_a_word_of_when_is_a_clock_time():
    from memtrace_otel.text.dates import times_of_day, without_times

    assert times_of_day("she's there around 7 in the evening") == {19 * 60}
    assert times_of_day("in by 9 in the morning") == {9 * 60}
    assert without_times("she's there around 7 in the evening").split() == ["she's", "there", "around"]
    # (a count of the morning's or evening's people is no time)
    assert times_of_day("we had 12 in the morning and 8 in the afternoon") == set()
    need = InformationNeed(question="what day do I need to be in for Lucia?",
                           expected="the Saturday - she's there around 7 in the evening")
    assert need.carried_by("email from the school: Lucia's airline moved her flight a day earlier, lands Gatwick sat "
                           "13th 16.20, Tom the driver will have her at ours about 7pm", timestamp="2025-09-08")
    assert not need.carried_by("email from the school: Lucia's airline moved her flight a day earlier, lands Gatwick "
                               "sat 13th 16.20, Tom the driver will have her at ours about 9pm", timestamp="2025-09-08")


def test_shorthand_as_notes_write_it():
    need = InformationNeed(question="Where's the council meeting?", expected="the Methodist schoolroom on Chapel Street")
    assert need.carried_by("Booked the Methodist schoolroom on Chapel St for the meeting")
    assert not need.carried_by("Booked the Methodist schoolroom on Chapel Lane for the meeting")
    rate = InformationNeed(question="What rate did I agree with Nordvik?", expected="11 euro cents a word")
    assert rate.carried_by("Call w Nordvik - said 0.11/wd for this one")


def test_a_label_names_a_place_by_its_initials_and_says_what_it_is_not():
    need = InformationNeed(question="Which pitch are the U12s on Sunday?",
                           expected="The school's 3G (Witchford VC), not the rec")
    # ("VC" is the initials of "Village College"; "not the rec" is what the answer is not, no part of it)
    assert need.carried_by("3G at Witchford Village College - council's shut the rec pitches, school said yes")
    assert not need.carried_by("U12 v Ely Crusaders Sun 16/3, 10.30 KO, pitch: Witchford rec, pitch 2")
    place = InformationNeed(question="Where are the U12s playing on Sunday?", expected="Witchford VC")
    assert place.carried_by("U12s moved to the 3G at Witchford Village College this Sunday")
    assert not place.carried_by("U12s moved to the 3G at Wisbech Village College this Sunday")
    assert not place.carried_by("U12s moved to the 3G at Witchford Primary this Sunday")
    verdict = InformationNeed(question="Can I run this weekend?", expected="No, not until after the knee MRI on 22 May")
    assert verdict.carried_by("Physio: no running until after the knee MRI on 22 May")


def test_an_amount_with_words_beside_it_is_the_difference_of_two_a_text_states():
    need = InformationNeed(question="How many usable Rutter copies have we got in the cupboard?",
                           expected="25 good ones")
    # (31 copies, 6 of them binned: the label's 25, qualified by its own words, is worked out from the text)
    assert need.carried_by("Pat did the cupboard stocktake - Rutter 31 copies, but 6 are knackered so binning those")
    assert not need.carried_by("Pat did the cupboard stocktake - Rutter 31 copies, but 4 are knackered so binning "
                               "those")


def test_a_total_the_label_adds_up_is_looked_for_in_what_its_working_names():
    from memtrace_otel.attribution.information import _parts_of

    need = InformationNeed(question="How much have we paid the builder altogether so far?",
                           expected="£11.7k - the two stages plus the 1,200 cash for the steel")
    head, clauses = need.worked()
    # (the total is the labeller's sum: no text need state 11,700; the stages and the cash are what it rests on)
    assert head == []
    assert [[p.text for p in c] for c in clauses] == [["the two stages"], ["the 1200 cash for the steel"]]
    same = InformationNeed(question="How much is the builder's quote?",
                           expected="£11.7k - the two stages plus the 1,200")
    assert same.worked()[0] != []  # (not asked as a total: the answer itself is looked for)
    assert [p.text for p in _parts_of("3 of them - Rocco, Bear and Mabel")] == ["Rocco", "Bear", "Mabel"]


def test_a_number_the_label_works_out_from_three_of_its_numbers_is_the_labellers_arithmetic():
    need = InformationNeed(question="how many jars of the damson have we got left?",
                           expected="13 - the 48 less the 23 sold at the fete and the 12 Linda's got at the shop")
    head, clauses = need.worked()
    # (48 - 23 - 12: no text need state 13; the three amounts are what it rests on)
    assert head == []
    assert len(clauses) >= 2
    other = InformationNeed(question="how many jars of the damson have we got left?",
                            expected="14 - the 48 less the 23 sold at the fete and the 12 Linda's got at the shop")
    assert other.worked()[0] != []  # (no sum or difference of them: the answer itself is looked for)


def test_a_persons_name_then_who_they_are_is_one_value_and_no_list():
    question = "who's chalking for us at home on thursday?"
    # (a name, then a gloss of who they are after a comma: one value, read whole)
    assert [p.text for p in InformationNeed(question=question, expected="Big Dave, he always chalks our home "
                                            "games").parts] == ["Big Dave, he always chalks our home games"]
    # (not a time with a reason after it, which carries what the label rests on)
    assert len(InformationNeed(question="what time do I need to be at the Plough?",
                               expected="7.15pm at the latest, they're throwing up at half 7").parts) == 2


def test_a_length_is_carried_by_a_range_of_dotted_clock_times_that_long():
    question = "how long do we get in the water for warm-up on saturday?"
    assert InformationNeed(question=question, expected="45 minutes").carried_by("sat: warm up 8.00-8.45 all clubs")
    assert InformationNeed(question=question, expected="Twenty minutes").carried_by(
        "warm up split in 2 groups on saturday, we're group B: 8.25 to 8.45 in the water")
    assert not InformationNeed(question=question, expected="45 minutes").carried_by("sat: warm up 8.00-8.30")
    # (not money: "£8.00-£8.45" is no range of times)
    assert not InformationNeed(question="how long is the warm-up on saturday?", expected="45 minutes").carried_by(
        "sat warm-up tickets GBP 8.00-8.45 each")


@pytest.mark.parametrize("expected,terms", [
    ("£86: the £150 less £40 for the urn and £24 for the extra cleaning", ["150", "40", "24"]),
    ("£43, her £18 plus the £25 she agreed for the conservatory roof", ["18", "25"]),
    ("424 once the family ride's 64 are counted with the 212 and 148", ["64", "212", "148"]),
    ("£351 with the three sets of linen at £22 on top of the £285", ["22", "285"]),
], ids=["after a colon", "after a comma", "in words that go on", "a count times a rate"])
def test_an_amount_the_label_works_out_from_the_amounts_it_names_after_it_is_the_labellers_arithmetic(expected,
                                                                                                    terms):
    need = InformationNeed(question="how much is it altogether?", expected=expected)
    head, clauses = need.worked()
    # (no text need state the total; each amount it names is what it rests on)
    assert head == []
    assert [[p.text for p in c] for c in clauses] == [[t] for t in terms]


def test_an_amount_with_words_after_it_that_work_nothing_out_is_no_working():
    assert InformationNeed(question="how many chairs?", expected="12 chairs, in the hall").worked() is None
    assert InformationNeed(question="how much does she pay?", expected="£43, her usual for the 4 windows").worked() \
        is None


def test_a_day_and_month_with_leading_zeros_is_one_value_and_no_list():
    from memtrace_otel.attribution.information import _parts_of

    assert [p.text for p in _parts_of("02/04 - it went to the Wednesday")] == ["2/4 - it went to the Wednesday"]
    assert [p.text for p in _parts_of("tea / coffee")] == ["tea", "coffee"]
    need = InformationNeed(question="What's the date of the dress rehearsal, as dd/mm?", expected="02/04")
    assert need.carried_by("Dress rehearsal moved to Weds 2/4, 7-9.30, church busy Thurs")
    assert not need.carried_by("Dress rehearsal moved to Weds 2/5, 7-9.30, church busy Thurs")


def test_a_list_with_plus_and_each_items_role_after_as():
    need = InformationNeed(question="what are we singing at the summer concert?",
                           expected="Faure's Requiem as the main work, plus Parry's I Was Glad and the Cantique de Jean "
                                    "Racine")
    assert [p.text for p in need.parts] == ["Faure's Requiem", "Parry's I Was Glad", "the Cantique de Jean Racine"]
    requiem = InformationNeed(question=need.question, expected="Faure's Requiem as the main work, plus the Cantique")
    assert requiem.parts[0].text == "Faure's Requiem"
    note = "Margaret's already picked summer's big piece - the Faure Requiem, she's ordering copies"
    assert InformationNeed(question=need.question, expected="Faure's Requiem").carried_by(note)
    assert not InformationNeed(question=need.question, expected="Mozart's Requiem").carried_by(note)


def test_what_a_label_is_like_is_no_part_of_it_and_a_range_of_hours_is_a_length():
    need = InformationNeed(question="what time's the deli drop on saturday?", expected="7.30, like every other day")
    assert [p.text for p in need.parts] == ["7.30"]
    assert [p.text for p in InformationNeed(question="who's on the door?", expected="Sunil, as usual").parts] == ["Sunil"]
    lesson = InformationNeed(question="how long is Tom's lesson sat?", expected="Two hours")
    assert lesson.carried_by("Tom's dad rang - can Sat be a proper long one, 2-4, M62 out to Milnrow + back")
    assert not lesson.carried_by("Tom's dad rang - can Sat be a proper long one, 2-3, M62 out to Milnrow + back")
    assert not lesson.carried_by("Tom's lesson Sat - 2-4 people in the car")


def test_a_range_of_hours_to_half_past_is_a_length_with_its_half_hour():
    """British notes write half past nine as "half 9": "7 till half 9" is two and a half hours, "half 6-8" an hour
    and a half, and neither is two hours."""
    evening = InformationNeed(question="how long's the open evening on weds?", expected="two and a half hours")
    note = "open evening weds 13th may at the Anstice, 7 till half 9, bats to borrow, coaching on 1-6"
    assert evening.carried_by(note)
    assert not InformationNeed(question=evening.question, expected="2 hours").carried_by(note)
    session = InformationNeed(question="how long's the open evening on weds?", expected="an hour and a half")
    assert session.carried_by("open evening weds at the Anstice, half 6-8, bats to borrow")
    assert not session.carried_by("open evening weds at the Anstice, 6-8, bats to borrow")


def test_amounts_of_money_are_worked_from_amounts_of_money_and_a_share_from_a_split():
    need = InformationNeed(question="how much do we each owe for the energy this month?", expected="£43 a head")
    # (no sum of a bill and a day of the month: 41 + 2 of "2/4/25")
    assert not need.carried_by("Today is Wed 2/4/25.\nwater: £41/mth, split 4 ways\nenergy: DD £148/mth, split 4 ways")
    # (a share of an amount split among a number the text states)
    assert need.carried_by("energy: DD £172/mth from 1/4, split 4 ways, pay Zara by the 3rd")
    assert not need.carried_by("energy: DD £172/mth from 1/4, split 3 ways, pay Zara by the 3rd")
    # (or a fraction of an amount the text names)
    student = InformationNeed(question="What does a student pay for a year?", expected="Twenty pounds")
    assert student.carried_by("membership £40 a yr from the day you join. Concessions half that - students, over 65s")
    assert not student.carried_by("membership £40 a yr from the day you join. Concessions a quarter of that - students")


def test_a_labels_working_on_top_of_and_a_length_it_calls_a_total():
    need = InformationNeed(question="how many covers have we got for sunday lunch?",
                           expected="38 - the 18 for the christening on top of the 20 in the book")
    head, worked = need.worked()
    assert head == [] and [[p.text for p in parts] for parts in worked] == [["the 18 for the christening"],
                                                                            ["the 20 in the book"]]
    length = InformationNeed(question="how long's the removal going to take on the day?", expected="about 8 hrs all in")
    note = ("booked Hart Removals for fri 28th, there at 7.30am. he reckons loading is 4hrs + an hour's drive + 3hrs "
            "to unload so basically all day")
    assert length.carried_by(note)
    assert not length.carried_by(note.replace("3hrs", "2hrs"))


def test_a_day_and_a_time_are_one_answer_and_a_dotted_time_after_a_weekday_is_a_clock_time():
    from memtrace_otel.text.dates import times_of_day

    need = InformationNeed(question="what day am I doing Mrs Kaur this week, and what time?", expected="Saturday, half nine")
    assert [p.text for p in need.parts] == ["Saturday, half nine"]
    assert [p.text for p in InformationNeed(question="which days?", expected="Monday, Wednesday").parts] == \
        ["Monday", "Wednesday"]
    assert times_of_day("can I do her sat 9.30 instead") == {9 * 60 + 30, 21 * 60 + 30}
    assert times_of_day("on sat 2.50 m of fabric") == set()
    assert need.carried_by("Mrs Kaur - her sister's funeral is Fri so can I do her sat 9.30 instead")
    assert not need.carried_by("Mrs Kaur - her sister's funeral is Fri so can I do her sat 11.30 instead")



def test_a_time_label_is_carried_by_its_time_written_as_a_bare_dotted_number():
    """Notes write times as "7.15" with no word of when before them ("coach: 7.15 from St Michael's"): that carries
    the label "Quarter past seven", the one time asked. Money ("£7.15"), a measure ("7.15 kg") or another time
    ("7.20") does not."""
    need = InformationNeed(question="what time's the coach going on saturday?", expected="Quarter past seven")
    assert need.carried_by("sat coach: 7.15 from St Michael's car park, Bennetts' 49-seater")
    assert not need.carried_by("sat coach hire £7.15 a head from St Michael's car park")
    assert not need.carried_by("sat coach: 7.20 from St Michael's car park")
    assert not need.carried_by("sat coach: luggage 7.15 kg each from St Michael's car park")


def test_a_label_given_as_several_answers_has_no_working_and_no_bracket():
    """A label may be a list of accepted answers; reading a working or a bracket from it must not fail."""
    need = InformationNeed(question="how much is left to pay?", expected=["£52", "52 pounds"])
    assert need.worked() is None
    need.summed_target()


def test_a_dotted_time_with_ish_glued_on_is_a_clock_time():
    """Notes write "come 2.30ish": a time of either half of the day, as "2.30 latest" is; not money ("£2.30ish")."""
    from memtrace_otel.text.dates import times_of_day

    assert times_of_day("from next time come 2.30ish not first thing") == {2 * 60 + 30, 14 * 60 + 30}
    assert times_of_day("about £2.30ish a bag") == set()
    assert times_of_day("come 2.30 ish") == {2 * 60 + 30, 14 * 60 + 30}


def test_a_question_about_someone_on_a_day_named_from_the_asking_is_met_by_a_text_naming_them():
    """ "what time am I at Mrs Khan's tomorrow?" is about Mrs Khan: "tomorrow" says when it is asked about (notes
    written days before do not say it), so a note naming her that states the time carries the label; one naming
    someone else, or stating another time, does not."""
    note = ("wed 3/6 Biscuit (Mrs Khan's cockapoo) full groom + teeth, £55 paid card. she's on nights at the RUH now so "
            "from next time come 2.30ish not first thing, she'll be asleep till 2. next one in 6 wks = 15/7")
    need = InformationNeed(question="what time am I at Mrs Khan's tomorrow?",
                           expected="about half past two in the afternoon")
    assert need.carried_by(note)
    assert not need.carried_by(note.replace("2.30ish", "3.30ish"))
    assert not need.carried_by(note.replace("Mrs Khan", "Mrs Osborne"))
    assert "tomorrow" not in need.topic_set


def test_a_time_to_the_minute_is_carried_by_a_note_sharing_one_word_of_the_question():
    """A time to the minute ("7.50") is rare by chance: a note stating it beside one word of what is asked ("thurs
    squad ... pick up's more like 7.50" for "... collect the kids on Thursday?") carries it though its other words
    differ; a time on the hour or half hour, or one in a note sharing no word of the question, needs more."""
    q = "what time do I need to be at the pool to collect the kids on Thursday?"
    note = ("swap thurs 7/5 - I'm doing Dev's drop-off, his car's in for its MOT. ALSO Mel (coach) says from this wk the "
            "thurs squad goes on till 7.45 not 7.15, extra half hr for the county qualifiers, so pick up's more like "
            "7.50 - tell the others")
    assert InformationNeed(question=q, expected="Around 7.50pm").carried_by(note)
    assert not InformationNeed(question=q, expected="Around 7.55pm").carried_by(note)
    assert not InformationNeed(question=q, expected="Around 7.50pm").carried_by(note.replace("thurs", "sat"))
    assert not InformationNeed(question=q, expected="Around 8pm").carried_by(note.replace("7.50", "8.00"))


def test_a_day_given_with_a_time_is_asked_of_the_text_too():
    """ "wednesday (5 o'clock) - ..." is not carried by a note of the same time on another day ("thurs 5-6pm"); the
    day after the dash is the label's reason, not its value."""
    need = InformationNeed(question="which day are the sixth formers on air this week?",
                           expected="wednesday (5 o'clock) - thursday nights are their mocks")
    assert not need.carried_by("Youth Hour thurs 5-6pm - the sixth formers from Marling, Callum sits in w them")
    assert need.carried_by("Youth Hour weds 5-6pm - the sixth formers from Marling, Callum sits in w them")


def test_minutes_in_digits_before_an_hour_in_words_are_a_spoken_time():
    """A label's "twenty to five" reads "20 to five" once its numbers are normalised: still 4:40 (a note's "4.40"
    carries it, "4.30" does not); "10 to 12 people" stays a range of counts."""
    from memtrace_otel.text.dates import times_of_day

    assert times_of_day("20 to five in the afternoon") == {16 * 60 + 40}
    assert times_of_day("25 past six") == {6 * 60 + 25, 18 * 60 + 25}
    assert times_of_day("10 to 12 people") == set() and times_of_day("20 to 5") == set()
    q = "what time am I taking bramble to the vets tmrw? work want to know when i'm out"
    note = ("Ashbrook rang - the vet who does our pups is off thurs morning so Bramble's check is 4.40 same day, rang "
            "Helen, she's ok with that")
    need = InformationNeed(question=q, expected="twenty to five in the afternoon - their pup vet isn't in that morning")
    assert need.carried_by(note)
    assert not need.carried_by(note.replace("4.40", "4.30"))


def test_a_time_label_worked_from_a_time_and_a_length_the_text_states():
    """ "Twenty past two - twenty minutes ahead of her 2.40 slot" is carried by the note that gives the slot and the
    20 minutes before it; not by one that asks for another lead time."""
    need = InformationNeed(question="what time's Olivia got to be at her exam on Tuesday?",
                           expected="Twenty past two - twenty minutes ahead of her 2.40 slot")
    note = ("Olivia P's gr 3 slot came thru - tues 11th nov 2.40pm, St Paul's Methodist hall on Albert Rd, they want "
            "candidates there 20 mins before for the warm up room")
    assert need.carried_by(note)
    assert not need.carried_by(note.replace("20 mins before", "15 mins before"))


def test_a_label_that_calls_itself_a_total_is_a_sum_of_the_texts_amounts():
    """ "£95 altogether" for the floats is the sum of the four a note gives (20 + 50 + 15 + 10), as a question asking
    "in total" would be; a note whose floats add up to another amount does not carry it, nor does a label that does
    not call itself a total (it is a difference or a sum of two only)."""
    q = "how much change do I need to get out on friday for all the floats?"
    note = ("Sarah gets change from Lloyds fri morning. floats: tombola £20 (all £1 coins), cakes £50 - Mrs K says £30 "
            "ran out by 1 last yr, bric-a-brac £15, plants £10 (new stall)")
    assert InformationNeed(question=q, expected="£95 altogether").carried_by(note)
    assert not InformationNeed(question=q, expected="£95 altogether").carried_by(note.replace("£15", "£17"))
    assert not InformationNeed(question=q, expected="£95").carried_by(note)


def test_a_dotted_time_after_notes_shorthand_for_about_and_the_irregular_forms_of_draw():
    """ "interval abt 8.10" is a clock time as "around 8.10" is; "about 9.30 pounds" is money. "drawn" and "drew"
    are forms of "draw", as "drawing" is: a note on who is drawing the raffle is about "when's it drawn?"."""
    from memtrace_otel.attribution.information import meaning_stems
    from memtrace_otel.text.dates import times_of_day

    assert times_of_day("interval abt 8.10, 20 mins") == {8 * 60 + 10, 20 * 60 + 10}
    assert times_of_day("approx 9.30 finish") == {9 * 60 + 30, 21 * 60 + 30}
    assert times_of_day("it cost about 9.30 pounds") == set() and times_of_day("abt 7.15 quid") == set()
    assert {"draw"} <= meaning_stems("the raffle's drawn at 8") and {"draw"} <= meaning_stems("Cllr Price drew it")
    assert "draw" not in meaning_stems("the raffle's done at 8")


def test_a_label_whose_number_is_worked_out_from_its_working_is_marked_computed():
    """A label that gives a number and then the amounts it is worked from (a running total of five costs with pence,
    a count less others with commas in the working) is marked ``computed``: the engine follows every text its
    working rests on and keeps its commas from splitting it into answers of its own. A list after a dash is not."""
    q = "how much have we spent on the stall so far?"
    assert InformationNeed(question=q, expected="£67.74 - 7.45 + 18 + 24.99 + the £6 bunting + 11.30").computed
    assert InformationNeed(question="how many can we sell on the door?",
                           expected="41 - 120 less the desk row (10) = 110, less 63 sold and 6 comps").computed
    assert not InformationNeed(question="what's in the kit bag?", expected="cones - bibs, balls and cones").computed
    assert not InformationNeed(question=q, expected="£70 - 7.45 + 18 + 24.99 + the £6 bunting + 11.30").computed


def test_a_label_worked_as_an_invoice_counts_times_rates_is_marked_computed():
    """An invoice's working: two counts at two rates ("18 loaves at £2.60 plus 6 trays at £2" is 58.80), or a count
    times a rate times a count again, a number written twice counted twice ("5 lessons x £3 a child x 2" is 30). A
    number the working does not reach (a label whose total is wrong for its own working) is no arithmetic."""
    q = "what's the invoice for this week?"
    assert InformationNeed(question=q, expected="£58.80 - 18 loaves at £2.60 plus 6 trays at £2").computed
    assert InformationNeed(question="how much for the lessons?", expected="£30 - 5 lessons x £3 a child x 2").computed
    assert not InformationNeed(question=q, expected="£61.20 - 18 loaves at £2.60 plus 6 trays at £2").computed
    assert not InformationNeed(question="how much for the lessons?",
                               expected="£34 - 5 lessons x £3 a child x 2").computed


def test_a_time_given_only_for_another_weekday_than_the_question_asks_is_not_carried():
    """"What time's choir practice on friday?": a board that gives 7.30 only to Tuesday's quiz ("Tue 7.30 quiz night.
    Fri 6pm choir practice in the hall") does not carry "7.30"; a sentence that gives it to Friday, or one that names
    no day, does. A short day name that is also a word ("we sat down at 7.30") names no day."""
    need = InformationNeed(question="what time's choir practice on friday?", expected="7.30")
    assert not need.carried_by("Tue 7.30 quiz night. Fri 6pm choir practice in the hall")
    assert need.carried_by("Tue 6pm quiz night. Fri 7.30 choir practice in the hall")
    assert need.carried_by("choir practice moved to 7.30 this week, hall's free earlier")
    assert need.carried_by("choir practice: we sat down at 7.30 and sang till 9")


def test_a_who_label_that_describes_its_person_in_a_clause_is_that_person():
    """"Who's driving the minibus to Otley?" labelled "Stu who captains the seconds": the clause is the labeller's
    gloss. A trip record that gives the drive to Stu in its own words ("Stu (2nds skipper) is taking it") carries
    it; a rota that names Stu only for another job does not, nor does a text about something else."""
    need = InformationNeed(question="who's driving the minibus to Otley tomorrow?",
                           expected="Stu who captains the seconds")
    assert need.carried_by('{"trip": "Otley away sat 12/9", "driver": "Gaz has done his back, no driving for a '
                           'fortnight. Stu (2nds skipper) is taking it, keys from behind the bar"}')
    assert not need.carried_by("Otley away sat - minibus: Gaz; teas: Stu; kit: Pete")
    assert not need.carried_by("Stu's birthday drinks at the clubhouse on friday")


def test_money_as_notes_say_it():
    """"A quid", "a fiver" and "a tenner" are £1, £5 and £10: "let them go for a quid" carries "£1"."""
    q = "how much is a blazer at the swap shop now?"
    assert InformationNeed(question=q, expected="£1").carried_by("swap shop: let the blazers go for a quid")
    assert InformationNeed(question=q, expected="£5").carried_by("swap shop blazers, a fiver each")
    assert InformationNeed(question=q, expected="£10").carried_by("swap shop blazers a tenner each")
    assert not InformationNeed(question=q, expected="£1").carried_by("swap shop blazers a tenner each")


def test_a_bare_time_in_a_labels_range_is_either_half_of_the_day():
    """"7am (7-8.30) - ...": the bracket's bare range is read either way, so "our swim this sun is 7-8.30am" carries
    it (every part needed, as the engine asks); another range does not."""
    q = "what time's the lake swim this sun?"
    need = InformationNeed(question=q, expected="7am (7-8.30) - the tri club have the lake from 9", whole=True)
    assert need.carried_by("lake swim this sun is 7-8.30am, early one")
    assert not need.carried_by("lake swim this sun is 9-10.30am as usual")


def test_a_text_that_names_what_a_how_many_question_counts_is_about_it():
    """"how many layouts ...? the printers want the number for the front cover": the words after the question
    mark say why it is asked; a note naming the layouts is about the question, and carries its count."""
    need = InformationNeed(question="how many layouts have we got this year? the printers want the number for the "
                           "front cover", expected="14")
    note = ("14/3 graham: LAYOUTS confirmed for 16th/17th may - 14 in all: Sandsend, Bramblewick, Little Didcot, "
            "Brigg Junction, Portholme Quay")
    assert need.counted == "layout"
    assert need.about_question(note) and need.carried_by(note)
    # the mirror: a note that names other things the club counts is not about the layouts
    other = "22.4. ian: tables - 14 x 6ft from the scouts, fri 15th 4pm. WI doing the cafe again, £1.50 a cuppa"
    assert not need.about_question(other) and not need.carried_by(other)


def test_a_label_that_gives_a_day_of_the_month_needs_a_text_that_names_that_day():
    """"Tuesday 19th, 7.30-9.30 at the bandroom - ...": a season card with the same times, Russell and both band
    nights holds most of its words, but not which day; a note that names the 19th does."""
    need = InformationNeed(question="which night's the extra one with russell next wk? need to swap my shift",
                           expected="Tuesday 19th, 7.30-9.30 at the bandroom - Russell's adjudicating at Pontins so "
                           "it's off the Thursday")
    card = ("Holme Valley Silver Band - season: band nights Tuesdays and Thursdays 7.30-9.30 at the bandroom. Extra "
            "rehearsals with Russell: Thu 21 Jan and Thu 11 Feb, 7.30-9.30.")
    assert not need.carried_by(card)
    note = "russell's adjudicating at pontins thurs so the extra one's tues 19th instead, 7.30-9.30 at the bandroom"
    assert need.carried_by(note)


def test_a_day_named_by_weekday_and_date_is_about_what_the_question_itself_asks():
    """"what date's the jam day? need to book it off at work": the words after the question mark say why it is
    asked; "so jam day is sat 23rd" names the jam day and the label's day as notes write it. The mirror: the same
    day named for something else."""
    need = InformationNeed(question="what date's the jam day? need to book it off at work",
                           expected="Sat 23rd May - the hall's got a wedding on the 16th")
    assert need.carried_by("rang the hall abt the 16th - they've taken a wedding for that sat!! so jam day is sat "
                           "23rd, same times")
    assert not need.carried_by("scouts' bag pack at Booths is sat 23rd, 10 till 4")


def test_a_record_time_without_its_year_is_read_against_a_day():
    """An app's record times as people write them ("14/3", "22.3.", "Weds 8 Apr", "Dec 8th", "Tue 23rd"): the most
    recent such day by when they were stored, or the nearest / first after / last before another record's day; a
    weekday picks the year (or, with a day of the month alone, the month); anything else is no day."""
    from datetime import date

    from memtrace_otel.text.dates import yearless_day, yearless_month

    stored = date(2026, 12, 6)
    assert yearless_day("14/3", stored) == date(2026, 3, 14)
    assert yearless_day("22.3.", stored) == date(2026, 3, 22)
    assert yearless_day("3.12", stored) == date(2026, 12, 3)
    assert yearless_day("Weds 8 Apr", stored) == date(2026, 4, 8)
    assert yearless_day("Dec 8th", stored) == date(2026, 12, 8)  # (a day to come by a week: still this year's)
    assert yearless_day("16th may", stored) == date(2026, 5, 16)
    assert yearless_day("12 Feb 34", stored) == date(2034, 2, 12)
    assert yearless_day("Fri 20th", stored) == date(2026, 11, 20)  # (the last Friday the 20th by then)
    other = date(2039, 3, 30)  # (another record's day)
    assert yearless_day("Tue 12th April", other, "nearest") == date(2039, 4, 12)
    assert yearless_day("Sat 7th May", other, "nearest") == date(2039, 5, 7)  # (not the May before)
    assert yearless_day("1/9", date(2036, 2, 12), "nearest") == date(2035, 9, 1)
    assert yearless_day("Weds 18th", date(2026, 3, 14), "after") == date(2026, 3, 18)
    assert yearless_day("Fri 20th", date(2026, 3, 18), "before") == date(2026, 2, 20)
    for text in ("hello", "2039-01-01", "31/2", "3 weeks", "Tue"):
        assert yearless_day(text, stored) is None, text
    assert yearless_month("Weds 8 Apr") and yearless_month("14/3") and not yearless_month("Tue 23rd")


def test_a_weekday_and_day_with_a_comma_between_is_one_day():
    """"the weds, 18th", said on 22 May 2040, is Wednesday 18 July (the first Wednesday the 18th after it), as "weds
    18th" is; it is not the Tuesday 17th the same line names as another day's."""
    line = ("22.5. Kerry - St Bede's need the courts back on the 17th for their sports day so finals night's the weds, "
            "18th, same times")
    question = "what date's finals night?"
    assert InformationNeed(question=question, expected="Weds 18th July").carried_by(line, timestamp="2040-05-22")
    assert not InformationNeed(question=question, expected="Tue 17th July").carried_by(line, timestamp="2040-05-22")


def test_a_note_headed_with_a_weekday_a_day_and_its_writer_was_said_that_day():
    """"Thu 17th Carol - ..." was said on the Thursday the 17th nearest the day it is read against; a weekday and a
    day without a writer and a dash ("Tue 23rd the hall is booked") says what the note is about, not when."""
    from datetime import date

    assert said_on("Thu 17th Carol - ta Tom!! that leaves us 3 short", date(2039, 3, 15)) == date(2039, 3, 17)
    assert said_on("Tue 23rd the hall is booked for the quiz", date(2039, 3, 15)) == date(2039, 3, 15)


def test_words_after_the_question_mark_that_say_why_it_is_asked_do_not_make_a_text_off_topic():
    """"how long am I out on the kayak for on sun? need to know how much food to bring": the question itself is about
    the kayak; "need to know how much food to bring" says why it is asked. A line about the kayakers' shifts carries
    "2 hours"; one about the car park's 2 hours does not."""
    need = InformationNeed(question="how long am I out on the kayak for on sun? need to know how much food to bring",
                           expected="2 hours")
    assert need.carried_by("safety: 3 boats off the sailing club + 8 kayakers from Weaver CC on 2 hr shifts, 9-11 "
                           "and 11-1")
    assert not need.carried_by("car park by the lake is 2 hrs max, pay at the machine")


def test_a_note_s_writer_in_its_heading_may_be_a_title_and_a_name():
    """"Tue 25th March Mr Ahmed - ..." is headed with its day as "16th may Ann - ..." is (the weekday fixes the year:
    2025, read against a day of 2026)."""
    from datetime import date

    assert said_on("Tue 25th March Mr Ahmed - 61 still not paid", date(2026, 12, 6)) == date(2025, 3, 25)
    assert said_on("16th may Ann - PRIZES (5 so far)", date(2026, 12, 6)) == date(2026, 5, 16)


def test_a_word_in_another_form_is_its_family_not_any_word_with_its_first_letters():
    from memtrace_otel.attribution.information import _one_word_family

    for a, b in [("movies", "movie"), ("thankful", "thanks"), ("adopting", "adoption"), ("dance", "dancers"),
                 ("families", "family"), ("appreciation", "appreciate"), ("determination", "determined")]:
        assert _one_word_family(a, b) and _one_word_family(b, a), (a, b)
    for a, b in [("creamy", "creative"), ("stress", "strength"), ("supplies", "support"), ("mentoring", "mental"),
                 ("camping", "campaigns"), ("internship", "interview"), ("happiness", "happening")]:
        assert not _one_word_family(a, b), (a, b)
    need = InformationNeed(question="What did Nate think of the coconut milk ice cream he made?",
                           expected="Super good, rich and creamy")
    # "creamy" and "creative" share four letters and nothing else
    assert not need.carried_by("Joanna: Hey Nate, I'm working on a new project - a suspenseful thriller set in a "
                               "small Midwestern town. It's been a great creative outlet for me.")
    assert need.carried_by("Nate: Super good! It was rich and creamy - might be my new favorite snack!")


def test_weekdays_of_a_plan_and_the_year_a_weekday_picks():
    from datetime import date

    from memtrace_otel.text.dates import dates_said_on, said_on, stated_today

    wed = date(2026, 4, 8)  # a Wednesday
    # "this Friday": the one just gone in a retelling, or the coming one in a plan
    assert (date(2026, 4, 10), date(2026, 4, 10)) in dates_said_on("they can't do this Friday", wed, False)
    assert (date(2026, 4, 2), date(2026, 4, 4)) in dates_said_on("we went this Friday", wed, False)
    # "the Friday after" with nothing after it: the one after the coming one
    after = dates_said_on("it'll be the friday after instead", wed, False)
    assert any(a <= date(2026, 4, 17) <= b for a, b in after)
    assert not any(a <= date(2026, 4, 10) <= b for a, b in after)
    assert dates_said_on("the Friday after the AGM", wed, False) == []  # after what: not said here
    # a year-less day with its weekday is in the year it falls on that weekday ("sat 10th dec" said in October 2050
    # is 10 Dec 2050, a Saturday, not the December before)
    assert dates_said_on("xmas lunch sat 10th dec at the Shoulder", date(2050, 10, 2), False) == \
        [(date(2050, 12, 10), date(2050, 12, 10))]
    assert said_on("Weds 8th Apr - skip firm rang", "2026-12-06T10:00:00Z") == wed
    # what day a prompt says it is
    assert stated_today("Memory:\n- Today is Mon 11 April 2050. You are talking to Maureen") == date(2050, 4, 11)
    assert stated_today("Current date: 2026-04-11") == date(2026, 4, 11)
    assert stated_today("today is my birthday") is None



def test_this_coming_weekday_is_the_next_one_only():
    from datetime import date

    from memtrace_otel.text.dates import dates_said_on

    said = dates_said_on("The cake tasting is this coming Saturday at 11.", date(2025, 9, 3), False)  # a Wednesday
    assert any(a <= date(2025, 9, 6) <= b for a, b in said)
    assert not any(a <= date(2025, 9, 13) <= b for a, b in said)  # not the one after, as "next Saturday" may be


def test_nights_and_weekends_as_notes_shorten_them():
    from memtrace_otel.attribution.information import meaning_stems

    assert {"7", "night"} <= meaning_stems("BOOKING the Okafors, sat 6th aug - sat 13th, 7 nts, 2 adults 2 kids")
    assert "weekend" in meaning_stems("away for the wknd") and "night" in meaning_stems("2 nites")
    need = InformationNeed(question="how long are the Okafors here for?", expected="7 nights")
    assert need.carried_by("BOOKING the Okafors, 7 nts, 2 adults 2 kids + their dog")
    assert not need.carried_by("BOOKING the Okafors, 5 nts, 2 adults 2 kids + their dog")


def test_a_day_moved_to_in_numbers_and_a_year_less_label_in_any_year():
    """A day in numbers after a verb that moves something ("tasting's pushed to 14/11") is a date, as "on 14/11" is;
    and a label's day without a year ("Tuesday 14th November") is that day in the notes' own year, also one well past
    2040 ("Mon 30 Oct" of 2051)."""
    from memtrace_otel.text.dates import answer_dates, dates_said_on

    said = date(2051, 10, 30)
    assert (date(2051, 11, 14), date(2051, 11, 14)) in dates_said_on("tasting's pushed to 14/11, same time", said)
    assert (date(2051, 11, 14), date(2051, 11, 14)) in answer_dates("Tuesday 14th November")
    need = InformationNeed(question="when's the stout tasting?", expected="Tuesday 14th November")
    assert need.carried_by("stout's still cloudy, so tasting's pushed to 14/11, same time", timestamp=said)
    # (a bare "14/11", with no word that brings a date in, stays no date: a fraction, a score or a rate)
    assert (date(2051, 11, 14), date(2051, 11, 14)) not in dates_said_on("we won 14/11 on the night", said)


def test_a_length_label_worked_from_a_range_in_any_clause_of_its_working():
    """A length whose working gives the range after another clause ("2 hours - they've got the hall till 9 that
    night, 7 till 9") is reckoned from the range's ends, wherever the range stands: the end a text must say, the
    start a clause of the working, so two turns that give them ("7-8.30" in one, "till 9 that night, 2 hrs" in
    another) carry it together, not "7 till 9" as one clause no turn says."""
    need = InformationNeed(question="how long have we got the hall on Friday?",
                           expected="2 hours - they've got the hall till 9 that night, 7 till 9")
    head, working = need.worked()
    assert [p.text for p in head] == ["9"]
    assert ["7"] in [[p.text for p in parts] for parts in working]
    usual = "human: QUIZ 📚 every friday, the church hall, 7-8.30. about 12 teams usually"
    late = ("human: the caretaker says nobody's got the hall after us on Friday so we can have it till 9 that "
            "night, 2 hrs")
    assert need.carried_by_all([usual, late])


def test_asked_what_time_a_label_that_leads_with_a_time_needs_that_time():
    """Asked what time, a label that leads with a time and goes on with its reasons ("9 o'clock from the village hall
    - the ferry's at 11 so we need the early one") is not carried by a note that gives another time for the same
    coach ("coach leaves the village hall 9.30 sharp ... ferry 11"), however many words they share; a note that gives
    its time as a bare hour after "at" ("COACH GOES AT 9 now not half 9") does carry it."""
    need = InformationNeed(question="what time's the coach on sat? need to sort the cat out",
                           expected="9 o'clock from the village hall - the ferry's at 11 so we need the early one")
    usual = "coach leaves the village hall 9.30 sharp!! allow 1hr 20 to the ferry, it sails at 11. 30 names so far"
    moved = ("ferry co rang - they need us checked in by 10.45 for the 11, so we need the early one: COACH GOES AT 9 "
             "now not half 9 from the village hall, pls tell everyone")
    assert not need.carried_by(usual)
    assert need.carried_by(moved)
    # (the mirror: a label of half 9 is carried by the note that gives half 9)
    half = InformationNeed(question="what time's the coach on sat? need to sort the cat out",
                           expected="9.30 from the village hall - the ferry's at 11")
    assert half.carried_by(usual)


def test_a_label_naming_a_place_then_its_reason_is_carried_by_the_place_not_by_the_reasons_words():
    """A label that names its value, then its working after a dash ("the Crown's back room - the Swan's function room
    is flooded"), is denied only in its value's words: a note saying "NOT the Swan this time ... so it's the Crown's
    back room" carries it. And the working's words are no share of the value: a note giving only the Swan's function
    room does not carry it, since the value's name (the Crown) is in it nowhere. A value in common words summing up
    its working ("most of the day - four hours up and three cooling") is still carried by a note giving the working."""
    need = InformationNeed(question="where's the quiz on friday? never been before",
                           expected="the Crown's back room - the Swan's function room is flooded")
    old = "quiz fri 8pm in the Swan's function room as usual, teams of 4, £2 a head, bring a pen"
    moved = ("quiz fri 8pm - NOT the Swan this time, their function room's flooded after the storm so it's the Crown's "
             "back room, same time, same teams. £2 a head")
    assert need.carried_by(moved)
    assert not need.carried_by(old)
    # (the mirror: the old label is carried by the old note and denied by the moved one)
    swan = InformationNeed(question="where's the quiz on friday? never been before",
                           expected="the Swan's function room - it's where it always is")
    assert swan.carried_by(old)
    summed = InformationNeed(question="how long does the bisque firing take, start to unloading?",
                             expected="most of the day - four hours up and three cooling")
    assert summed.carried_by("bisque program is about 4 hrs up to temp, then cooling - 3 hrs min before you open "
                             "the door, no peeking")


def test_a_weekday_that_fits_no_year_near_is_a_slip_and_the_day_and_month_stand():
    """"Mon 14th July" in notes stored in April 2051: 14 July is a Friday in 2051 and a Monday in no year next to it,
    so the weekday is the writer's slip: the day is 14 July 2051 (not the 14th of a month where it is a Monday)."""
    from datetime import date, datetime, timezone

    from memtrace_otel.text.dates import said_on
    stored = datetime(2051, 4, 22, 19, 10, tzinfo=timezone.utc)
    assert said_on("Mon 14th July - last day of term is fri 18th", stored) == date(2051, 7, 14)
    assert said_on("user: Mon 14th July - last day of term is fri 18th", stored) == date(2051, 7, 14)
    # (a weekday that fits a year next to it still picks that year: 14 July 2053 is a Monday)
    assert said_on("Mon 14th July - x", datetime(2052, 4, 22, tzinfo=timezone.utc)) == date(2053, 7, 14)


def test_the_value_a_label_says_it_changed_from_is_no_part_of_it():
    """A label that gives its value, then says what it changed from ("400 - ... Karen put the buns up from 300") names
    what memory said before: the 300 is no part of what the answer needs. The record after the change carries it;
    the record before it, which says 300 and not 400, does not. A label whose only number is the baseline keeps it
    ("up from 300" alone is no value)."""
    need = InformationNeed(question="how many burger buns do I get at the cash + carry tmrw?",
                           expected="400 - two late U9 clubs came in, so it's 24 teams and Karen put the buns up "
                                    "from 300")
    after = ("Karen - cash + carry order UPDATED: the U9s from Elland + Rastrick came in late so it's 24 teams not 16, "
             "burgers + buns up to 400, two late clubs")
    before = "Karen - cash + carry order (16 teams): 300 burgers + 300 buns, two U9 clubs still to confirm"
    assert need.carried_by(after)
    assert not need.carried_by(before)
    assert "300" in InformationNeed(question="how many buns before?", expected="up from 300").answer_sets[0]
