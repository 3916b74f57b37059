"""Batch 289 (held out). A figure skating club: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Karen's daughter Maisie skates with Calderdale Ice Skating Club at the Halifax rink - Saturday morning patch
ice and a group lesson with Coach Irina, a level 5 test in March, new boots, a club competition in Hull. Karen chats
with a helper to keep track of it all; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the club ice - Saturday patch 6.30-7.15am on the
main pad, then Irina's group 7.15-8, and Maisie warms up off ice for 20 minutes before she goes on. Turn 2 is the
level 5 test. In turn 3 Karen passes on the club email - the hockey have got the early Saturday slot, so the patch
is 7.15-8 and Irina's group 8-8.45 ("at least it's a lie in"). Turns 4 to 8 are the new boots, the blade sharpening,
the rink's website (which still has the old timetable up, "Sat 6.30-7.15am figure club patch"), the test dress and
the fees. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Fri 10/2): "what time do I
need her at the rink tmrw? she does her 20 mins off ice warm up first" -> expected 6.55 (patch at 7.15, less 20
minutes). The assistant says 6.10.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved
the patch to 7.15 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on 7.15-8, the hockey slot or the lie in); the website's old timetable, the boots and the fees are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b289_langchain_skating_club_patch_ice_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time do I need her at the rink tmrw? she does her 20 mins off ice warm up first"
TURNS = [
    ("maisie's club ice ⛸ sat patch 6.30-7.15am (!!) on the main pad then group w/ Coach Irina 7.15-8. she has to "
     "do 20 mins warm up off ice b4 she goes on. can u help me keep track of it all, my head's mush",
     "Of course - Saturday patch ice 6.30-7.15am on the main pad, then Irina's group 7.15-8, with a 20-minute "
     "off-ice warm-up before she goes on."),
    ("her level 5 test is sun 19th march, 8am, free skate + the elements. £28 entry, paid",
     "Level 5 test Sunday 19 March at 8am - free skate and elements; the £28 entry is paid."),
    ("club email 🙄 hockey have got the early sat slot now so our patch is 7.15-8 + Irina's group 8-8.45. at least "
     "it's a lie in 😂",
     "Noted - from now on Saturday patch is 7.15-8 and Irina's group 8-8.45; the hockey have the early slot."),
    ("new boots on order from the pro shop - Risport, £189 + £45 to have the blades mounted, 3 wks they reckon",
     "New Risport boots ordered from the pro shop: £189 plus £45 for mounting the blades, about three weeks."),
    ("Irina says blades sharpened every 20-25 hrs on the ice, leave them at the desk on a weds",
     "Blades sharpened every 20-25 hours on the ice - leave them at the desk on a Wednesday."),
    ("booked the parking permit online - the rink's website still has the old timetable up, 'Sat 6.30-7.15am "
     "figure club patch' lol, someone should tell them",
     "Parking permit booked. The rink's website still shows the old timetable."),
    ("test dress - navy w/ the crystals, Auntie Jo's sewing the skirt. tan tights OVER the boots apparently",
     "Test dress: navy with crystals, Auntie Jo is sewing the skirt; tan tights go over the boots."),
    ("fees - £55 a month club ice + £20 a lesson w/ Irina, standing order on the 1st",
     "Fees: £55 a month for club ice plus £20 a lesson with Irina, by standing order on the 1st."),
    (QUESTION,
     "6.10 - the patch starts at 6.30, so with her 20-minute warm-up she needs to be there by 6.10."),
]
WINDOW = 11
GONE = ("7.15-8", "hockey", "lie in")


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
            assert any("'Sat 6.30-7.15am figure club patch'" in str(m.content) for m in window), window
            assert any("Risport, £189" in str(m.content) for m in window), window
            assert any("£55 a month club ice" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so our patch is 7.15-8" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Karen's chat - her daughter Maisie skates with Calderdale Ice Skating "
                                            "Club; today Fri 10 February 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="6.55 - the patch is 7.15 now (the hockey have the early slot), less her 20 min warm up",
       actual=reply)
