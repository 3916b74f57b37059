"""Batch 307 (held out). A flooring fitter: LangChain InMemoryChatMessageHistory + trim_messages (a token budget,
counted with ``count_tokens_approximately``), one root span per turn.

App: Liam Dyson Flooring (one man and a van, Huddersfield) fits carpet, laminate, LVT and vinyl. Liam chats with
his helper through the week to keep his jobs straight; each turn the chat is trimmed to the last 380 (approximate)
tokens before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the week - Mon + Tue the Okafors' kitchen, Weds the
Shahs' stairs and landing at 8, Thurs the Greens' bathroom, Fri snagging at the Pattersons'. Turn 2 is the van's
MOT. In turn 3 Liam says Mrs Shah rang - the carpet won't be off the roll at the warehouse till Weds afternoon - so
he's swapped them with the Greens: Greens Weds, Shahs Thurs, at half 8 as she's doing the school run. Turns 4 to 8
are the Okafors' adhesive, the diary app's reminder (still "WED 08:00 Shah - stairs + landing", not changed yet),
the gripper and underlay for the Shahs', the Greens' loo and the VAT. By turn 9 the trim drops turns 1 to 3;
turns 4 to 8 stay. Question (turn 9, Mon 13/3): "what day am I at the Shahs'? want to text her so she can get the
dog to her mum's" -> expected Thursday, half 8. The assistant says Wednesday at 8.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved
the Shahs to Thursday was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on Thursday, half 8 or the swap); the diary reminder, the gripper and the Greens' loo are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b307_langchain_flooring_fitter_which_day_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402
from langchain_core.messages.utils import count_tokens_approximately  # noqa: E402

QUESTION = "what day am I at the Shahs'? want to text her so she can get the dog to her mum's"
SWAP = "so I've swapped them w/ the Greens"
TURNS = [
    ("this wk 🔨 mon + tue Okafors kitchen (LVT herringbone, slow going), weds Shahs stairs + landing 8am, thurs "
     "Greens bathroom vinyl, fri snagging at the Pattersons. keep me straight pls",
     "Will do - Mon/Tue the Okafors' kitchen, Wednesday 8am the Shahs' stairs and landing, Thursday the Greens' "
     "bathroom, Friday snagging at the Pattersons'."),
    ("van MOT booked sat 18th 9am at Kwik Fit Lockwood, need to drop the racking out first",
     "Van MOT Saturday 18th at 9am, Kwik Fit Lockwood - take the racking out first."),
    ("Mrs Shah rang - warehouse say the carpet won't be off the roll till weds afternoon 🙄 " + SWAP + ", Greens "
     "bathroom weds, Shahs thurs. half 8 not 8 cos she's doing the school run",
     "Got it - the Greens' bathroom moves to Wednesday and the Shahs' stairs and landing to Thursday at 8.30, after "
     "the school run."),
    ("Okafors - need more adhesive, F44 x2 + the brushed brass trims, trade counter opens 7",
     "Two tubs of F44 and the brushed brass trims for the Okafors - the trade counter opens at 7."),
    ("diary app just pinged 'WED 08:00 Shah - stairs + landing (Cormar Sensation, Pewter)' - how do I share the "
     "diary with Dan so he knows where to meet me",
     "In the diary app, open Settings > Sharing, add Dan's email and give him view access; he'll see each day's "
     "jobs and addresses."),
    ("Shahs - got the gripper + 10mm underlay in the van already, 14 stair rods? no, she doesn't want rods",
     "Gripper and 10mm underlay for the Shahs' are in the van; no stair rods."),
    ("Greens bathroom - loo has to come up, Mr G says the plumber can't come so I'll do it, need a new wax seal",
     "You're lifting the Greens' toilet yourself - pick up a new wax seal."),
    ("VAT return due end of month, remind me to send the receipts to Karen",
     "Reminder noted: send the receipts to Karen for the VAT return before the end of the month."),
    (QUESTION,
     "Wednesday - 8am at the Shahs' for the stairs and landing, so she'll want the dog out by then."),
]
BUDGET = 380
GONE = ("thurs", "thursday", "half 8", "8.30", "swapped")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=BUDGET, token_counter=count_tokens_approximately,
                         start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert len(window) < len(messages)
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("WED 08:00 Shah - stairs + landing" in str(m.content) for m in window), window
            assert any("got the gripper + 10mm underlay" in str(m.content) for m in window), window
            assert any("loo has to come up" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any(SWAP in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Liam's chat - he runs Liam Dyson Flooring; today Mon 13 March 2050)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Thursday at half 8 - the carpet's not off the roll till Weds afternoon, so the Greens "
                          "went to Weds", actual=reply)
