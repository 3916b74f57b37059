"""Batch 336 (held out). A youth hostel's reception: LangChain InMemoryChatMessageHistory + trim_messages (last 13
messages), one root span per turn.

App: Malham Tarn Youth Hostel (68 beds, 6 private rooms, a self-catering kitchen, a drying room) opens for the
season on 1st April 2051. Priya (the manager) chats with the hostel's reception helper as she goes; each turn the
chat is trimmed to its last 13 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the season - reception 8-10.30am and 5-10pm, the
front door code for late arrivals 4471#, changed monthly. Turn 2 is the beds and linen. In turn 3 Priya says she's
had to change the door code early - the lot in room 6 posted it on a WhatsApp group with half of Leeds on it - so
it's 2958# from tonight, tell late arrivals that. Turns 4 to 9 are the kitchen, a guest's email (Mr Olsen, arriving
late, quoting the booking email's 4471#), breakfast, the drying room, the fire drill and lost property. By turn 10
the trim drops turns 1 to 3; turns 4 to 9 stay. Question (turn 10, Fri 21/4): "what's the door code? got a couple on
the phone arriving after 10 tonight" -> expected 2958# (changed after room 6 put it on WhatsApp). The assistant says
4471#.

Expected verdict: UpdateError at langchain.trim_messages (turn 10's trim, wrapped in fault()): the turn that made the
code 2958# was in the history and in every window from turn 3 to turn 9, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 9 and missing from turn 10's (nothing on 2958 or
WhatsApp); Mr Olsen's email with 4471#, the breakfast and the fire drill are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b336_langchain_youth_hostel_door_code_which_code_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what's the door code? got a couple on the phone arriving after 10 tonight"
TURNS = [
    ("new season starts 1st april 🏞️ reception 8-10.30am + 5-10pm, front door code for late ones is 4471#, we change "
     "it monthly. can u help me keep on top of everything",
     "Happy to - reception 8 till 10.30am and 5 till 10pm from 1 April; the front door code for late arrivals is "
     "4471#, changed monthly."),
    ("68 beds, 6 privates, rest dorms. linen inc, towels £2 to hire, no sleeping bags (bed bugs at Hawes last yr 😬)",
     "68 beds: 6 private rooms, the rest dorms. Linen is included, towels £2 to hire, and no sleeping bags."),
    ("had to change the door code early 😠 the lot in room 6 posted it on a whatsapp group w/ half of Leeds on it. "
     "it's 2958# now, from tonight, tell any late arrivals that one",
     "Done - the door code is 2958# from tonight, after room 6 shared the old one; late arrivals get 2958#."),
    ("kitchen - self catering 7am-11pm, label ur food w/ name + leaving date, fridge gets cleared fri mornings",
     "Self-catering kitchen 7am to 11pm; food labelled with name and leaving date; the fridge is cleared on Friday "
     "mornings."),
    ("email from a Mr Olsen, in late tmrw: 'thanks for the booking email, it says the door code is 4471#, see you "
     "about 11pm' - will reply to him in a bit",
     "Noted - Mr Olsen is arriving about 11pm tomorrow and has the code from his booking email; you'll reply to him."),
    ("brekkie 7.30-9, £7.50, full english or veggie, packed lunches £6.50 order by 8pm the nite b4",
     "Breakfast 7.30 to 9, £7.50 (full English or veggie); packed lunches £6.50, ordered by 8pm the night before."),
    ("drying room's by the back door - boots + wet kit only pls, not ur whole rucksack 🙄",
     "The drying room is by the back door - boots and wet kit only."),
    ("fire drill tues 25th 11am, assembly point is the car park by the bike shed",
     "Fire drill Tuesday 25th at 11am; assembly point the car park by the bike shed."),
    ("lost property - 2 head torches, a blue fleece + someone's retainer (!!) in the box under the desk",
     "Lost property so far: two head torches, a blue fleece and a retainer, in the box under the desk."),
    (QUESTION,
     "It's 4471# - give them that and they can let themselves in after 10."),
]
WINDOW = 13
GONE = ("2958", "whatsapp", "room 6")


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
            assert any("it says the door code is 4471#" in str(m.content) for m in window), window
            assert any("brekkie 7.30-9" in str(m.content) for m in window), window
            assert any("fire drill tues 25th" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("it's 2958# now, from tonight" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Priya's chat - she manages Malham Tarn Youth Hostel; today Fri 21 "
                                            "April 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="2958# - Priya changed it after room 6 put the old code on WhatsApp", actual=reply)
