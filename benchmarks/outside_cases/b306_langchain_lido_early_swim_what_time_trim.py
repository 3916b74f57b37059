"""Batch 306 (held out). A lido's early swim: LangChain InMemoryChatMessageHistory + trim_messages (last 13
messages), one root span per turn.

App: Clough Lane Lido (an outdoor heated pool, open May to September) - early swim on weekday mornings, lanes only,
public swims, a new cafe, a midsummer night swim. Jo (the duty manager this year) chats with the lido's helper while
she keeps on top of it; each turn the chat is trimmed to its last 13 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the season - opening Sat 6th May, early swim
weekdays 6.30-8am, lengths only. Turn 2 is the season tickets. In turn 3 Jo says the council have cut the lifeguard
hours, so from Mon 5th June early swim is 7-8.30, not 6.30, two lanes for lengths and one splash lane. Turns 4 to 9
are the water temperature, the printed summer timetable posters (still "EARLY SWIM Mon-Fri 6.30am - 8am", she'll
get stickers done), the cafe, the lane signs, lost property and the night swim. By turn 10 the trim drops turns 1
to 3; turns 4 to 9 stay. Question (turn 10, Thu 6/7): "what time does early swim start tomorrow? one of the regulars
is asking, she's got a 9am at work" -> expected 7am (till 8.30). The assistant says 6.30.

Expected verdict: UpdateError at langchain.trim_messages (turn 10's trim, wrapped in fault()): the turn that moved
early swim to 7 was in the history and in every window from turn 3 to turn 9, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 9 and missing from turn 10's (nothing on
7-8.30, the lifeguard hours or the council); the timetable poster, the cafe and the lane signs are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b306_langchain_lido_early_swim_what_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time does early swim start tomorrow? one of the regulars is asking, she's got a 9am at work"
TURNS = [
    ("LIDO SEASON 🏊 opening sat 6th may!! early swim weekdays 6.30-8am, lengths only, 3 lanes, £4.50 or season "
     "ticket. i'm duty manager this yr so can u help me keep track of it all",
     "Happy to - the lido opens Sat 6 May; early swim is weekdays 6.30 to 8am, lengths only in 3 lanes, £4.50 or a "
     "season ticket."),
    ("season tix £95 adults, £60 concessions, kids £40, from the kiosk or online",
     "Season tickets: £95 adults, £60 concessions, £40 children - at the kiosk or online."),
    ("bad news from the council 😡 they've cut the lifeguard hours, so from mon 5th june early swim's 7-8.30 not "
     "6.30. 2 lanes lengths + 1 splash lane. i'll put it on fb",
     "Noted - from Mon 5 June early swim runs 7 to 8.30am instead of 6.30, with two lanes for lengths and one splash "
     "lane, because of the lifeguard hours."),
    ("water temp - heater's on, holding about 23 most days, it goes on the board by the turnstile every morning",
     "The pool's holding about 23 degrees; the day's temperature goes on the board by the turnstile each morning."),
    ("printed the summer timetable posters 🙄 'CLOUGH LANE LIDO SUMMER 2051 - EARLY SWIM Mon-Fri 6.30am - 8am, lanes "
     "only / PUBLIC SWIM 10am - 6pm / FAMILY SPLASH sat + sun 2-4' ... i'll get stickers done",
     "The poster has early swim, public swim 10 to 6 and family splash at weekends 2 to 4; stickers for the "
     "corrections sound like a plan."),
    ("cafe's new this yr, Mags from the bakery, coffee + bacon butties from 7, card only",
     "The new cafe is run by Mags from the bakery - coffee and bacon butties from 7, card only."),
    ("lane signs up - slow / medium / fast, swim clockwise, no overtaking at the ends, grumpy regulars happy 😂",
     "Lane signs are up: slow, medium and fast lanes, clockwise, no overtaking at the ends."),
    ("lost property - box behind reception, we bin whatever's left at the end of each month",
     "Lost property is in the box behind reception and is cleared at the end of each month."),
    ("night swim sat 24th june 9-11pm, tix online, went brilliant last yr",
     "Midsummer night swim Sat 24 June, 9 to 11pm, tickets online."),
    (QUESTION,
     "Early swim starts at 6.30am (till 8), lanes only - so she'll have plenty of time before a 9am."),
]
WINDOW = 13
GONE = ("7-8.30", "7 to 8.30", "lifeguard", "council")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("EARLY SWIM Mon-Fri 6.30am - 8am" in str(m.content) for m in window), window
            assert any("bacon butties from 7" in str(m.content) for m in window), window
            assert any("no overtaking at the ends" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("early swim's 7-8.30 not 6.30" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jo's chat - she's duty manager at Clough Lane Lido; today Thu 6 July "
                                            "2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="7am (till 8.30) - the council cut the lifeguard hours, so it's not 6.30 any more",
       actual=reply)
