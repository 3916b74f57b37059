"""Batch 240 (held out). A primary school's sports day: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Moorside Primary hold their sports day on the school field in June 2050 - KS1 and KS2 races, four house teams,
parent helpers, a parents' picnic, lollies from the PTA. Mrs Patel (the PE lead) chats with the school's helper while
she organises it; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 (Mon 6/6) is the plan - sports day Weds 22nd June,
1.30 on the field. Turn 2 is the house teams. In turn 3 (Mon 20/6) Mrs Patel says the forecast for Wednesday is
dreadful - thunderstorms from dinner time - so Mr Khan (the head) says they'll move it to Friday next week, same
time. Turns 4 to 8 are the races, the newsletter that went home (printed the Thursday before, so its back page still
says "SPORTS DAY - WEDS 22ND JUNE, 1.30pm"), the parent helpers, the lollies and first aid. By turn 9 the trim drops
turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Tue 21/6): "one of the parent helpers is asking - when's sports
day now? she needs to book the afternoon off work" -> expected Friday 1st July at 1.30 (Friday next week, said on Mon
20 June). The assistant says Wednesday 22nd June at 1.30.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved
sports day was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on the
forecast, thunderstorms or Friday next week); the newsletter's "WEDS 22ND JUNE" and the helpers are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b240_langchain_sports_day_when_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("one of the parent helpers is asking - when's sports day now? she needs to book the afternoon off work")
TURNS = [
    ("Mon 6/6 - SPORTS DAY 🏃 weds 22nd june, 1.30 on the field, KS1 first then KS2 after a drinks break. parents "
     "welcome from 1.15. can u help me keep track, I've got a million things on",
     "Of course - sports day is Wednesday 22 June, 1.30 on the field: KS1 first, then KS2 after a drinks break; "
     "parents welcome from 1.15."),
    ("house teams as usual - Bronte red, Calder blue, Pennine green, Moorland yellow. kids come in a t shirt in their "
     "house colour, stickers for 1st 2nd 3rd",
     "House teams: Bronte (red), Calder (blue), Pennine (green), Moorland (yellow); children wear a T-shirt in their "
     "house colour, with stickers for the top three."),
    ("Mon 20/6 - forecast for weds is dreadful ⛈️ thunderstorms from dinner time, so Mr Khan says we'll move it to "
     "friday next week, same time. not risking the tents again after last yr",
     "Understood - sports day is moved to Friday next week because of the thunderstorm forecast for Wednesday, same "
     "time, 1.30."),
    ("races - KS1 flat, egg + spoon, bean bag on the head. KS2 sack, obstacle, 200m, house relay to finish",
     "Races: KS1 flat, egg and spoon and bean bag; KS2 sack, obstacle, 200m, and the house relay to finish."),
    ("newsletter's gone home 🙄 printed last thurs so the back page still says 'SPORTS DAY - WEDS 22ND JUNE, 1.30pm, "
     "parents welcome, bring a picnic blanket' - I'll get the office to text everyone",
     "Noted - the newsletter's back page has the sports day notice; the office will send a text round."),
    ("helpers - need 8 parents, no DBS needed as long as they're with staff. Mrs Lord's got 6 names so far",
     "Eight parent helpers needed, working alongside staff; Mrs Lord has six names so far."),
    ("PTA doing lollies at the end, 50p, and the Mr Whippy van might come if he's not at the gala",
     "The PTA are selling lollies for 50p at the end, and the ice cream van may come."),
    ("first aid - Mr Ellis in the tent by the long jump, suncream on in the morning pls, water bottles named",
     "First aid: Mr Ellis in the tent by the long jump; suncream on in the morning and named water bottles."),
    (QUESTION,
     "Wednesday 22nd June at 1.30 on the field - she'll want the afternoon from about 1."),
]
WINDOW = 11
GONE = ("forecast", "thunderstorm", "friday next week", "move it")


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
            assert any("'SPORTS DAY - WEDS 22ND JUNE, 1.30pm" in str(m.content) for m in window), window
            assert any("Mrs Lord's got 6 names" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("we'll move it to friday next week" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Mrs Patel's chat - she's the PE lead at Moorside Primary; today Tue 21 "
                                            "June 2050)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Friday 1st July at 1.30 - moved to Friday next week for the thunderstorm forecast",
       actual=reply)
