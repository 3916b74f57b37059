"""Batch 79 (held out). A knitting circle's charity stall: LangChain InMemoryChatMessageHistory + trim_messages
(last 10 messages), one root span per turn.

App: Pauline runs the Tuesday Knitters' stall at the church Christmas fair (in aid of the hospice) and plans it in a
chat with an assistant. Each turn the history is trimmed to the last 10 messages (starting on a human one) before
the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 says Jean's six tea cosies go on the tombola (with an
aside about her hip); turn 3 says Pam's baby hats go on the tombola too; turn 5 that Ivy's hot water bottle cover
(the owl one) is the tombola's top prize. At turn 6 the trim drops turn 1. Question: "what have we got for the
tombola so far?" -> expected Jean's tea cosies, Pam's baby hats and Ivy's owl hot water bottle cover. The
assistant names the hats and the owl cover only.

Expected verdict: UpdateError at langchain.trim_messages (the turn-6 trim, wrapped in fault()). Asserted: turn 1 is
in every earlier window and missing from turn 6's, which still has the hats and the owl cover.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b79_langchain_knitting_tombola_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("ok fair is sat 29th Nov 10-2 in the church hall, hospice gets whatever we make. Jean's done SIX tea cosies "
     "(!) for the tombola, she says her hip's been better since the physio so she's been going like the clappers",
     "Christmas fair Saturday 29 November, 10 to 2 in the church hall, in aid of the hospice. Jean's six tea "
     "cosies go on the tombola."),
    ("stall stuff: scarves £8, adult hats £6, the little christmas pudding decorations 3 for £2. Marg doing the "
     "float, £40 in coins",
     "Scarves £8, adult hats £6, pudding decorations 3 for £2; Marg has a £40 float."),
    ("Pam's brought in a bag of baby hats, tombola as well she says, they're tiny + v cute. tickets 50p, every "
     "one ending in 0 or 5 wins",
     "Pam's baby hats go on the tombola too; tickets 50p, numbers ending 0 or 5 win."),
    ("yarn - we're down to the last 4 balls of the aran from the Wool Shed donation, Sheila's asking her "
     "neighbour who's clearing her mum's stash",
     "Four balls of aran left from the Wool Shed donation; Sheila's chasing more."),
    ("Ivy finished the owl hot water bottle cover, it's gorgeous, making it the big prize on the tombola. gazebo "
     "from the scouts if we end up outside",
     "Ivy's owl hot water bottle cover is the tombola's top prize; the scouts' gazebo if you're outside."),
    ("what have we got for the tombola so far? doing the sign tonight",
     "So far Pam's baby hats and Ivy's owl hot water bottle cover as the top prize."),
]
WINDOW = 10


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
            assert not any("tea cosies" in str(m.content) or "Jean" in str(m.content) for m in window), window
            assert any("baby hats" in str(m.content) for m in window), window
            assert any("owl hot water bottle cover" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("SIX tea cosies" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Tuesday Knitters' Christmas fair stall planning chat so far)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("what have we got for the tombola so far? doing the sign tonight",
       expected="Jean's 6 tea cosies, Pam's baby hats, and Ivy's owl hot water bottle cover (top prize)",
       actual=reply)
