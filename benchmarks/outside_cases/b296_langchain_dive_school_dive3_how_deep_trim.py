"""Batch 296 (held out). A dive school's open water weekend: LangChain InMemoryChatMessageHistory + trim_messages
(last 11 messages), one root span per turn.

App: Deep End Scuba (a small dive school in Wakefield) run an Open Water course weekend at Stoney Cove on Sat 21 +
Sun 22 June 2050 - four qualifying dives, two a day. Kev (the instructor) chats with the school's helper while he
sorts the weekend, and students' questions go through the same chat; each turn the chat is trimmed to its last 11
messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the weekend - dives 1 + 2 on the Saturday to 12m,
dives 3 + 4 on the Sunday to 18m max. Turn 2 is the site fees and the meet time. In turn 3, after his recce dive,
Kev says the thermocline's sitting at about 14m with 7 degrees under it and the vis below it is rubbish, so dives 3
and 4 are max 15m this time, he's told the other instructor, they'll do the proper 18 on the fun dive in September.
Turns 4 to 8 are the kit, the briefing sheet the school prints (still "Dive 3 - max depth 18m", he'll redo it), the
buddy pairs, the cafe and the log books. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn
9, Thu 19/6, from Leah, a student): "how deep do we go on dive 3? bit nervous about the depth tbh" -> expected 15m
max (the thermocline's at 14). The assistant says 18m.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made
dives 3 and 4 max 15m was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on 15m, the thermocline or the recce); the briefing sheet, the buddy pairs and the log books are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b296_langchain_dive_school_dive3_how_deep_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how deep do we go on dive 3? bit nervous about the depth tbh"
TURNS = [
    ("OW wkend 🤿 sat 21 + sun 22 june at Stoney, 6 students. dives 1+2 sat to 12m, dives 3+4 sun to 18m max. can u "
     "keep track of it all for me + answer the students",
     "Will do - Open Water weekend Sat 21 and Sun 22 June at Stoney Cove, six students: dives 1 and 2 on Saturday to "
     "12m, dives 3 and 4 on Sunday to 18m max."),
    ("site fees £30 each on the day, meet in the car park by the shop 8.15 both days",
     "Site fees £30 each on the day; meet in the car park by the shop at 8.15 both days."),
    ("did a recce dive sun - thermocline's sat at about 14m + it's 7 degrees under it 🥶 vis is rubbish below it too. "
     "so dives 3+4 max 15m this time, told Gemma. we'll do the proper 18 on the fun dive in sept",
     "Noted - dives 3 and 4 are max 15m this weekend because of the cold thermocline at about 14m and the poor vis "
     "below it; Gemma knows, and the 18m will be on the September fun dive."),
    ("kit - 7mm semi drys + hoods from us, BCDs regs weights from us. fins mask boots their own",
     "Kit: 7mm semi-drys, hoods, BCDs, regs and weights from the school; students bring fins, mask and boots."),
    ("here's the briefing sheet the shop printed 🙄 'DEEP END SCUBA OW weekend. Dive 1 - 12m ... Dive 3 - max depth "
     "18m, CESA from 6m ... Dive 4 - nav + safety stop' - i'll redo it, can u check the skills are in the right order",
     "The skills on the sheet are in the right order for each dive; the only thing to fix is the wording you "
     "mentioned."),
    ("buddy pairs - Leah w/ Tom, Priya w/ Sam, Dev w/ Ellie. Gemma leads Leah + Tom",
     "Buddy pairs: Leah and Tom (with Gemma), Priya and Sam, Dev and Ellie."),
    ("cafe at Stoney does bacon butties from 8, lunch between dives at the cafe too. £££ tho",
     "The Stoney cafe does bacon butties from 8 and lunch between dives - pricey, though."),
    ("log books - everyone to bring theirs + get each dive signed off by the instructor before they leave",
     "Everyone brings their log book and gets each dive signed by their instructor before leaving."),
    (QUESTION,
     "Dive 3 is to 18m max - you'll go down gently with Gemma and Tom, with a safety stop on the way up."),
]
WINDOW = 11
GONE = ("15m", "thermocline", "recce", "7 degrees")


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
            assert any("Dive 3 - max depth 18m" in str(m.content) for m in window), window
            assert any("Leah w/ Tom" in str(m.content) for m in window), window
            assert any("log books" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so dives 3+4 max 15m this time" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Kev's chat - he instructs at Deep End Scuba; today Thu 19 June 2050, "
                                            "the Open Water weekend is Sat 21 + Sun 22 June at Stoney Cove)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="15m max - Kev found the thermocline at about 14m, so dives 3 and 4 stay above it",
       actual=reply)
