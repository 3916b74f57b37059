"""Batch 321 (held out). A gurdwara's langar rota: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: at Gurdwara Singh Sabha, Southall, families take turns on the Sunday langar sewa - cooking for the sangat from
early morning, serving after the bhog, cleaning down after. Harpreet, whose family (the Dhillons) have the sewa on
Sun 15th Jan 2051, chats with the gurdwara's helper while she sorts it; each turn the chat is trimmed to its last
11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the sewa - in the kitchen at 6.30am to get the dal
on, langar from 12 after the bhog. Turn 2 is the menu. In turn 3 Harpreet says Giani ji rang - the akhand path bhog
is at 11 now, not 1, because of the kirtan darbar after, so langar's from half 10 and they need to be in by half 5
latest. Turns 4 to 8 are the shopping, the old rota sheet on the notice board (still "kitchen 6.30am", she'll ask
Bhai ji to change it), who's doing what, the gas burners and the cleaning. By turn 9 the trim drops turns 1 to 3;
turns 4 to 8 stay. Question (turn 9, Fri 13/1): "what time do we need to be in the kitchen on sunday? sorting lifts
for the cousins from Hayes" -> expected half 5 (5.30am; the bhog's moved to 11). The assistant says 6.30am.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made it
half 5 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the model
saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on half 5, the
bhog at 11 or the kirtan darbar); the old rota sheet, the burners and the cleaning are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b321_langchain_gurdwara_langar_kitchen_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time do we need to be in the kitchen on sunday? sorting lifts for the cousins from Hayes"
TURNS = [
    ("our family's turn for the sunday langar sewa 🙏 15th jan. in the kitchen 6.30am to get the dal on, langar "
     "served from 12 after the bhog. can u help me keep on top of it",
     "Of course - the Dhillon family's langar sewa is Sun 15 Jan: in the kitchen at 6.30am to start the dal, langar "
     "served from 12 after the bhog."),
    ("menu - dal makhani, aloo gobi, rotis, kheer, + pakore n chai for the sangat when they come in",
     "Menu: dal makhani, aloo gobi, rotis and kheer, with pakore and chai for the sangat as they arrive."),
    ("Giani ji rang 😴 the akhand path bhog is at 11 now not 1 coz of the kirtan darbar after, so langar from half "
     "10 + we need to be in by half 5 latest to get everything done",
     "Noted - the bhog is at 11 now because of the kirtan darbar, so langar is from 10.30 and the family needs to be "
     "in the kitchen by 5.30am."),
    ("shopping - 3 sacks atta, 10kg moong, 4 tins ghee, 2 boxes of gobi from the cash n carry, Dad's going sat",
     "Shopping for Saturday: 3 sacks of atta, 10kg moong dal, 4 tins of ghee and 2 boxes of cauliflower."),
    ("the old rota sheet on the notice board still says '15/1 Dhillon parivar - kitchen 6.30am' lol, i'll ask Bhai "
     "ji to change it",
     "I'll leave the rota sheet to Bhai ji, then."),
    ("who's doing what - Mum + Bhua ji on the dal, me + Pinky on rotis, the boys on dishes + the big degs",
     "Mum and Bhua ji on the dal, you and Pinky on rotis, the boys on the dishes and the big degs."),
    ("gas - need to check both big burners, one kept going out last time, Bhai ji says the knob sticks",
     "Check both big burners first thing - one kept going out last time; the knob sticks."),
    ("cleaning after - floors mopped, degs scrubbed + back on the rack, bins out the back not by the shoe racks",
     "After langar: mop the floors, scrub the degs and rack them, and put the bins out the back."),
    (QUESTION,
     "6.30am - that's when the family's due in the kitchen to get the dal on."),
]
WINDOW = 11
GONE = ("half 5", "5.30", "at 11 now", "kirtan darbar")


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
            assert any("'15/1 Dhillon parivar - kitchen 6.30am'" in str(m.content) for m in window), window
            assert any("the knob sticks" in str(m.content) for m in window), window
            assert any("degs scrubbed" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("we need to be in by half 5 latest" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Harpreet's chat - her family, the Dhillons, have the Sunday langar sewa "
                                            "at Gurdwara Singh Sabha on Sun 15 Jan 2051; today Fri 13 Jan 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="half 5 (5.30am) - the bhog's moved to 11 for the kirtan darbar", actual=reply)
