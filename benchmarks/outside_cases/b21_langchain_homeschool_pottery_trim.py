"""Batch 21 (held out). A home-schooling family's planning chat: LangChain InMemoryChatMessageHistory +
trim_messages (a budget of 360 words, counted by the app's own word counter, start_on human), one root span per
turn.

App: Rachel home-schools Isla (10) and Finn (7) and keeps a running chat with an assistant about the term: the
weekly timetable, classes, trips, the other families in the co-op. Each turn the app trims the history to the
last 360 words and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 (Mon 1/9) gives the term's timetable, with "pottery
at the Arts Centre Tues 1.15-3.45 (aprons!!)". By the last turn the window no longer reaches back that far, and the
trim of turn 14 drops it. What stays is turn 8, the Arts Centre's autumn brochure with the adults' 2-hour wheel
class. Question (turn 14, Mon 13/10): "How long's the kids' pottery on a Tuesday? Trying to work out if the
2-hour car park is enough" -> expected "two and a half hours (1.15 to 3.45), so no". The assistant says two hours.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 14 (inside fault()). Asserted: the
1.15-3.45 timetable is in every window before turn 14 and missing from turn 14's, which holds the brochure's 2-hour
class. Another reading: a response fault is ruled out as the times are not in the final context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b21_langchain_homeschool_pottery_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Mon 1/9 - term timetable: maths + reading every morning 9.30-11, pottery at the Arts Centre Tues 1.15-3.45 "
     "(aprons!!), forest school Weds 10-2 at Hollow Wood, swimming Fri 9.15 at the leisure centre, co-op science "
     "at Jess's house Thurs pm every other week",
     "Got the timetable: mornings maths and reading, pottery Tuesday afternoons, forest school Wednesday, "
     "swimming Friday, co-op science alternate Thursdays."),
    ("Isla wants to do the Romans this half term, Finn wants volcanoes. Going to try to do both lol",
     "Romans for Isla and volcanoes for Finn this half term."),
    ("Jess says science is 4/9 first, then 18/9, 2/10, 16/10. Her house, 1.30, bring a packed lunch",
     "Co-op science at Jess's: 4 Sept, 18 Sept, 2 Oct, 16 Oct, 1.30pm."),
    ("Finn's swimming teacher moved him up to Stage 4, chuffed", "Well done Finn - Stage 4."),
    ("Library card renewals done. Isla got 6 Roman books, 2 are way too hard",
     "Library cards renewed; Isla has six Roman books."),
    ("Forest school cancelled Weds 17/9 - storm warning. They'll add a session at the end of term",
     "No forest school on 17 September; an extra session later in the term."),
    ("Booked the Roman museum trip at Chedworth with the co-op for Thurs 9/10, GBP 14 each for the kids",
     "Chedworth Roman Villa on Thursday 9 October with the co-op."),
    ("Arts Centre autumn brochure came - adults' wheel class Weds 7-9pm, 2 hours for GBP 22. Tempted, not gonna lie",
     "The adults' wheel class is Wednesday evenings, two hours, GBP 22."),
    ("Volcano model: bicarb + vinegar, did it in the garden. Finn wants to do it every day now",
     "The volcano experiment was a hit."),
    ("Maths - Isla's struggling with long division, going back to the bus stop method",
     "Long division with the bus stop method for Isla."),
    ("Chedworth was brilliant, mosaics + the hypocaust. Isla did sketches for her project",
     "Glad Chedworth went well - Isla has sketches for her project."),
    ("Dentist for both Fri 17/10 at 11, so swimming's off that week", "Dentist on Friday 17 October at 11."),
    ("Half term 27/10-31/10 - off everything, maybe a day at the coast", "Half term 27-31 October."),
    ("Mon 13/10 - how long's the kids' pottery on a Tuesday? Trying to work out if the 2-hour car park is enough",
     "It's a 2-hour session, so the 2-hour car park should just about do it - same length as the Arts Centre's "
     "Wednesday wheel class."),
]
BUDGET = 360


def words(messages) -> int:
    return sum(len(str(m.content).split()) for m in messages)


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=BUDGET, token_counter=words, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any("1.15-3.45" in str(m.content) for m in window), window
            assert any("2 hours for GBP 22" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("1.15-3.45" in str(m.content) for m in window), (i, words(messages))
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(the family's term notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="Two and a half hours - 1.15 to 3.45 - so the 2-hour car park won't cover it",
       actual=reply)
