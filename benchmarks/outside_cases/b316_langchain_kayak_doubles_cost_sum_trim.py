"""Batch 316 (held out). A kayak hire on a canal: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Lorna runs Basin Kayaks from the canal basin at Brighouse on the Calder & Hebble - single and double kayaks by
the two hours, Easter to October. She chats with the hire's helper while she gets the season going, and her son
Ian, who answers the phone, asks it things too; each turn the chat is trimmed to its last 11 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 (2051-04-03) is the prices - singles £18 for 2 hrs,
doubles £30 for 2 hrs, £20 deposit. Turn 2 is the opening days. In turn 3 Lorna says the insurance renewal's come
in, up 40%, so doubles go to £35 for the 2 hours from the start of the season, singles stay £18, Ian's to change
the website. Turns 4 to 8 are the old leaflets (still "DOUBLES £30 / 2 HRS", she'll cross it out), the buoyancy
aids, the locks, parking and dogs. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Thu
13/4, Ian): "family of 4 on the phone for sat, they want 2 doubles for 2 hrs - how much do I tell them?" ->
expected £70 (2 x £35). The assistant says £60.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made a
double £35 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on £35, the
insurance or the 40%); the old leaflet, the locks and the dogs are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b316_langchain_kayak_doubles_cost_sum_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "family of 4 on the phone for sat, they want 2 doubles for 2 hrs - how much do I tell them?"
TURNS = [
    ("2051-04-03 ok season prices 🛶 singles £18 for 2 hrs, doubles £30 for 2 hrs, £20 deposit per boat on a card. "
     "can u keep track of all this for me + Ian",
     "Will do - singles £18 and doubles £30 for two hours, plus a £20 card deposit per boat."),
    ("open sat 8th april (easter wknd) then fri-sun till half term, every day in the summer hols. 10 till 5, last "
     "boats out 3",
     "Open from Sat 8 April: Friday to Sunday until half term, then every day in the summer holidays, 10 till 5 "
     "with the last boats out at 3."),
    ("ugh insurance renewal's come in 😱 up 40%. so doubles are going to £35 for the 2 hrs from the start of the "
     "season, singles stay £18 (most of the claims are the doubles tipping in anyway). Ian can u change the website",
     "Noted - doubles are £35 for two hours from the start of the season because of the insurance renewal; singles "
     "stay £18. I'll remind Ian about the website."),
    ("found a box of last yr's leaflets - 'BASIN KAYAKS ... SINGLES £18 / 2 HRS, DOUBLES £30 / 2 HRS' - using them up "
     "at the tourist info, I'll cross it out with a biro",
     "Good idea to use them up - just make sure the crossing out is clear."),
    ("buoyancy aids - 20 adult, 8 kids, all checked. whistles on all of them now",
     "Buoyancy aids: 20 adult and 8 children's, all checked, each with a whistle."),
    ("locks - nobody goes thru Brighouse locks, turn at the bridge by the garden centre. it's about 40 mins there + "
     "back at a gentle paddle",
     "No one goes through the Brighouse locks - turn at the bridge by the garden centre, about 40 minutes there and "
     "back."),
    ("parking - the basin car park's pay + display, tell people the Sainsburys one's free for 3 hrs",
     "Parking: the basin car park is pay and display; the Sainsbury's car park is free for three hours."),
    ("dogs ok in the doubles if they're small + sensible 🐶 their own buoyancy aid, we've got 2 doggy ones",
     "Small, sensible dogs can go in the doubles in a dog buoyancy aid - there are two to lend."),
    (QUESTION,
     "£60 - that's 2 doubles at £30 for the 2 hours, plus a £20 deposit per boat on a card (back when the boats are)."),
]
WINDOW = 11
GONE = ("£35", "insurance", "40%")


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
            assert not any(w in str(m.content).lower() for m in window for w in GONE), window
            assert any("DOUBLES £30 / 2 HRS" in str(m.content) for m in window), window
            assert any("nobody goes thru Brighouse locks" in str(m.content) for m in window), window
            assert any("dogs ok in the doubles" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("doubles are going to £35 for the 2 hrs" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Lorna's chat - she runs Basin Kayaks at Brighouse canal basin; today Thu "
                                            "13 April 2051, Ian answers the phone)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="£70 - 2 doubles at £35 for the 2 hours (up with the insurance renewal)", actual=reply)
