"""Batch 82 (held out). A wedding band's bookings: LangChain InMemoryChatMessageHistory + trim_messages (last 10
messages), one root span per turn.

App: Gemma plans Velvet Jukebox's gigs in a chat with an assistant. Each turn the history is trimmed to the last 10
messages (starting on a human one) before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 says Sophie is depping on sax for the Truro wedding
(Sat 28/6) for £180 for the night, with asides about the set list and Raf's amp; turn 4 says Sophie's driving down
from Bristol herself and asked for £40 towards petrol, which Gemma agreed. At turn 6 the trim drops turn 1.
Question: "how much are we paying Sophie for Truro all in?" -> expected £220 (£180 + £40). The assistant gives the
£40 petrol only.

Expected verdict: UpdateError at langchain.trim_messages (the turn-6 trim, wrapped in fault()). Asserted: turn 1 is
in every earlier window and missing from turn 6's, which still has the £40 petrol.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b82_langchain_band_dep_fee_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Truro wedding sat 28/6 (Penrose/Tait) - Lucy can't do it so Sophie's depping sax, £180 for the night, she's "
     "learning the set from the dropbox. Raf's amp is back from the repair man btw, £65 ugh",
     "Noted: Sophie deps on sax for Truro on 28 June at £180; set's in the Dropbox. Raf's amp is fixed (£65)."),
    ("venue is Trevenna Farm, load in from 4, no stairs thank god. meal for band 6.30",
     "Trevenna Farm: load in from 4pm, step-free; band meal 6.30."),
    ("sets 8.30-9.30 + 10-11, first dance is Perfect (ed sheeran) in D not Eb, tell Sophie",
     "Sets 8.30-9.30 and 10-11; first dance Perfect, in D - I'll flag that for Sophie."),
    ("Sophie messaged, she's driving down from Bristol on her own, can we do £40 towards petrol? said yes fine",
     "OK - £40 towards Sophie's petrol from Bristol."),
    ("we're staying at the Travelodge Carland Cross, 2 rooms booked, Dan + Raf sharing lol",
     "Travelodge Carland Cross, two rooms; Dan and Raf sharing."),
    ("how much are we paying Sophie for Truro all in? doing the spreadsheet",
     "£40 towards her petrol from Bristol."),
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
            assert not any("£180" in str(m.content) for m in window), window
            assert any("£40 towards petrol" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("£180 for the night" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Velvet Jukebox gig planning chat so far)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("how much are we paying Sophie for Truro all in? doing the spreadsheet",
       expected="£220 - her £180 fee plus the £40 for petrol", actual=reply)
