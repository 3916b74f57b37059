"""Batch 187 (held out). A toddler group's summer picnic: LangChain InMemoryChatMessageHistory + trim_messages (last
10 messages), one root span per turn.

App: Little Acorns toddler group meets Tuesday mornings in the Methodist church hall at Trench; its summer picnic is
in Granville park by the swings - blankets, bubbles, the parachute, bring and share food, lifts for the mums without
a car. Kirsty, who runs the group, chats with the group's helper while she plans it; each turn the chat is trimmed to
its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Kirsty says the picnic's Weds 22nd July, not the
Tuesday - the Tuesday's the infant school's sports day and half the mums have big ones there - Granville park by the
swings, 10.30 till 1ish. Turn 2 is blankets, turn 3 games (parachute, bubbles, a teddy bears' hunt), turn 4 lifts (Jo's
7 seater, meet at the church hall), turn 5 food (bring and share; she'll remind everyone at the last group of term,
Tue 21st). By turn 6 the trim drops turn 1; turns 2 to 5 stay. Question (turn 6, Fri 17/7): "what day's the picnic?
doing the reminder on the fb group tonight" -> expected Weds 22nd July (not the Tuesday - it's the infant school's
sports day). The assistant says Tue 21st July, the last group of term.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the day
was in the history and in every earlier window, and this trim cut it from the window the model saw. Asserted: turn 1
is in every earlier window and missing from turn 6's (nothing on weds, the 22nd or sports day); the blankets, games,
lifts and food turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b187_langchain_toddler_picnic_day_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what day's the picnic? doing the reminder on the fb group tonight"
TURNS = [
    ("summer picnic 🧺 weds 22nd july NOT the tues - tues is the infant school's sports day + half our mums have big "
     "ones there. Granville park by the swings, 10.30 till 1ish",
     "Summer picnic: Wednesday 22 July (not Tuesday - infant school sports day), Granville park by the swings, "
     "10.30 till about 1."),
    ("blankets - everyone bring 1 pls + the 3 big rugs from the cupboard, & the pop up shade thing if Gemma can find "
     "the pegs lol",
     "Everyone brings a blanket; plus the three big rugs from the cupboard and the pop-up shade (if the pegs turn "
     "up)."),
    ("games - parachute, bubbles, the tunnel + a teddy bears' hunt 🧸 Kerry's laminating the clues, she's doing the "
     "hunt at half 11",
     "Parachute, bubbles, the tunnel and a teddy bears' hunt at 11.30 - Kerry's laminating the clues."),
    ("lifts - Jo's got the 7 seater, Sam can take 2 w car seats. meet at the church hall 10.15, buggies in Jo's "
     "boot",
     "Lifts: Jo's 7-seater and Sam (two car seats); meet at the church hall at 10.15, buggies in Jo's boot."),
    ("food's bring + share, I'll do squash + fruit. last group of term's tues 21st so I'll remind everyone then, no "
     "nuts pls (Alfie)",
     "Bring and share - you're doing squash and fruit; reminder at the last group of term on Tue 21st; no nuts "
     "(Alfie)."),
    (QUESTION,
     "Tuesday 21st July - the last group of term."),
]
WINDOW = 10
GONE = ("weds", "wednesday", "22nd", "sports day")


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
            assert any("the 3 big rugs" in str(m.content) for m in window), window
            assert any("teddy bears' hunt" in str(m.content) for m in window), window
            assert any("Jo's got the 7 seater" in str(m.content) for m in window), window
            assert any("last group of term's tues 21st" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("weds 22nd july NOT the tues" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Kirsty's chat - she runs Little Acorns toddler group, Tuesday mornings "
                                            "at Trench Methodist church hall; today Fri 17 July 2043)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Weds 22nd July - not the Tues, that's the infant school's sports day", actual=reply)
