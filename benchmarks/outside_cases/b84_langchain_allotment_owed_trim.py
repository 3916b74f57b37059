"""Batch 84 (held out). An allotment society's plot handovers: LangChain InMemoryChatMessageHistory +
trim_messages (last 10 messages), one root span per turn.

App: Jean, secretary of the Boundary Brook Allotment Society, sorts out a plot handover in a chat with an
assistant. Each turn the history is trimmed to the last 10 messages (starting on a human one) before the answer
call.

Planted fault (UpdateError, trimmed from the window): turn 1 says plot 14b goes to Priya Shah on Sat 12/6 and she
pays half a year's rent for a half plot, £32, plus the £10 key deposit, with an aside about Mr Dobbs's water butts;
turn 4 says the committee set the half-plot water charge at £7.50 this year, add it to Priya's. At turn 6 the trim
drops turn 1. Question: "what does Priya owe us altogether on saturday?" -> expected £49.50 (£32 + £10 + £7.50).
The assistant gives the £7.50 water charge only.

Expected verdict: UpdateError at langchain.trim_messages (the turn-6 trim, wrapped in fault()). Asserted: turn 1 is
in every earlier window and missing from turn 6's, which still has the water charge.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b84_langchain_allotment_owed_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("plot 14b handover to Priya Shah sat 12/6 10ish - half plot so rent's £32 for the half yr to Sept, + £10 key "
     "deposit. Mr Dobbs left his 2 water butts, told her she's welcome to them (one leaks)",
     "Noted: 14b to Priya Shah on Sat 12 June; £32 half-year rent and £10 key deposit. Mr Dobbs's water butts are "
     "hers if she wants them."),
    ("she'll need the padlock code for the top gate too - 1862. and show her where the manure heap is",
     "Top gate code 1862; show her the manure heap."),
    ("14b has a bit of bindweed along the path side, Ron says cardboard it over the winter",
     "Bindweed on the path side of 14b - Ron suggests cardboard over winter."),
    ("committee mtg last nite - water for half plots is £7.50 this yr (full £15), add that onto Priya's pls",
     "OK - £7.50 water for Priya's half plot, added."),
    ("oh and the shop hut's open sun 10-12, seed potatoes half price, she might want some",
     "Trading hut Sundays 10-12, seed potatoes half price."),
    ("what does Priya owe us altogether on saturday? want to have the receipt book ready",
     "£7.50 for the water on her half plot."),
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
            assert not any("£32" in str(m.content) for m in window), window
            assert any("water for half plots is £7.50" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("rent's £32" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Boundary Brook allotments, secretary's chat so far)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("what does Priya owe us altogether on saturday? want to have the receipt book ready",
       expected="£49.50 - rent, key deposit and the water", actual=reply)
