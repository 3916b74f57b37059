"""Batch 238 (held out). A family's shared household notes: LangChain InMemoryChatMessageHistory + trim_messages
(last 11 messages), one root span per turn.

App: the Hendersons (Jo, Tom, Mia in Year 6 and Leo in Year 2) keep the house admin in a chat with a helper - bin
days, the boiler service, school letters, dentist, the green bin subscription. Jo does most of it; each turn the chat
is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 (2051-03-01) books the boiler service - British Gas,
Thurs 16th, engineer between 8 and 1 - and the bins. Turn 2 is a school letter (SATs week, Mia's parents' evening).
In turn 3 Jo says British Gas rang back: they've moved him to the afternoon slot, 12 till 6 on the Thursday (an
emergency job in the morning), and Tom's working from home so he'll be in. Turns 4 to 8 are the green bin renewal,
the original confirmation email found in her spam (still "8:00am - 1:00pm", she wants the reference number), Leo's
dentist, clearing the cupboard under the stairs for the boiler, and non-uniform day. By turn 9 the trim drops turns 1
to 3; turns 4 to 8 stay. Question (turn 9, Weds 15/3): "what time's the boiler man coming tomorrow? trying to work
out if I can still do the school run" -> expected between 12 and 6 (the afternoon slot). The assistant says between
8 and 1.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved the
visit to 12 till 6 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on
the afternoon slot, 12 till 6 or the emergency); the confirmation email, the cupboard and non-uniform day are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b238_langchain_family_boiler_visit_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time's the boiler man coming tomorrow? trying to work out if I can still do the school run"
TURNS = [
    ("2051-03-01 boiler service booked 🔥 British Gas thurs 16th, engineer between 8 + 1, someone has to be in. bins "
     "- black bin this wk (tues), recycling + green next",
     "Booked: British Gas boiler service Thu 16 March, engineer between 8 and 1, someone needs to be in. Black bin "
     "this Tuesday, recycling and green bin next week."),
    ("school letter - Yr 6 SATs wk of 8th may, NO holidays in term. Mia's parents eve weds 22nd 4.10",
     "SATs are the week of 8 May (no term-time holidays), and Mia's parents' evening is Wed 22 March at 4.10."),
    ("BG rang back - they've moved him to the afternoon slot, 12 till 6 on the thurs, some emergency job in the "
     "morning apparently. Tom's wfh that day so he'll be in anyway",
     "Got it - the boiler engineer is now coming in the afternoon slot, 12 till 6 on Thursday 16th; Tom's working "
     "from home so he'll be in."),
    ("green bin renewed for the yr, £47 on the council website, new sticker coming in the post",
     "Green bin subscription renewed - £47, and a new sticker is on its way."),
    ("found the BG confirmation email in my spam 🙄 'Annual Service: Thursday 16 March, 8:00am - 1:00pm' - can u "
     "keep the ref, it's HB-448213",
     "Saved the British Gas reference: HB-448213."),
    ("Leo - dentist mon 20th 3.40, Mr Shah. he'll need picking up at 3.15 sharp",
     "Leo's dentist is Mon 20 March at 3.40 with Mr Shah - pick-up at 3.15 sharp."),
    ("note to self - clear the cupboard under the stairs so he can get to the boiler + dig out last yr's service "
     "sheet. Tom says ask him to look at the rad in Leo's room too, it's cold at the top",
     "Reminder: clear the under-stairs cupboard, find last year's service sheet, and ask the engineer to check the "
     "radiator in Leo's room."),
    ("non uniform day fri, £1 each for the PTA, Leo wants to go as a dinosaur (it's not dress up day Leo)",
     "Non-uniform day Friday, £1 each for the PTA - normal clothes, not a dinosaur costume."),
    (QUESTION,
     "Between 8 and 1 tomorrow - so someone needs to be in from 8 if you do the school run."),
]
WINDOW = 11
GONE = ("afternoon slot", "12 till 6", "emergency")


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
            assert any("Thursday 16 March, 8:00am - 1:00pm" in str(m.content) for m in window), window
            assert any("cupboard under the stairs" in str(m.content) for m in window), window
            assert any("non uniform day fri" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("moved him to the afternoon slot, 12 till 6" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(the Hendersons' house chat - Jo, Tom, Mia Yr 6, Leo Yr 2; today Weds "
                                            "15 March 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="between 12 and 6 - British Gas moved him to the afternoon slot", actual=reply)
