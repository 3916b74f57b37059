"""Batch 64 (held out). A high-street window box scheme: LangChain InMemoryChatMessageHistory + trim_messages (last
12 messages, token_counter=len, start_on human), one root span per turn.

App: Marian runs "Bloom on Bell St" (window boxes outside 18 shops on Bell Street, Henley, planted and watered by
volunteers). She keeps one chat with an assistant about the scheme. Each turn the app trims the history to the last
12 messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is about the bakery: "popped into Crumbs - Sal says
she'll do their 2 boxes herself from now on, she's got a hose tap out the back + she's in at 5am anyway lol. so
take Crumbs off the rounds". Turn 2 pastes the rota as it was set in April (Ken's round: Crumbs, the chemist, the
Oxfam and the Co-op). Later turns are about plants, money and the judging. By turn 7 the trim no longer keeps
turn 1. Question (turn 7, a new volunteer): "who's watering the boxes outside the bakery?" -> expected the bakery's
owner, Sal, herself. The assistant goes by the rota: Ken.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 7 (inside fault()). Asserted: turn 1 is
in every window before turn 7 and missing from turn 7's, which holds the rota with Ken's round. Another reading: a
response fault is ruled out, as Sal's message is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b64_langchain_window_box_bakery_watering_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("popped into Crumbs - Sal says she'll do their 2 boxes herself from now on, she's got a hose tap out the back + "
     "she's in at 5am anyway lol. so take Crumbs off the rounds",
     "Noted: Sal at Crumbs bakery is watering their two boxes herself; Crumbs is off the volunteers' rounds."),
    ("rota as set at the april mtg: Ken = Crumbs, Boots the chemist, Oxfam, Co-op (mon/weds/fri). Dilys = the "
     "Angel pub end, 6 shops (tue/thu/sat). Raj = the rest, evenings when it's hot",
     "April rota: Ken waters Crumbs, Boots, Oxfam and the Co-op on Mon/Wed/Fri; Dilys the Angel end on Tue/Thu/Sat; "
     "Raj the rest in hot spells."),
    ("plants for summer arrived from Toad Hall nursery - 90 geraniums, 60 lobelia, some ivy. £146.40 paid from the "
     "Town Council grant",
     "Summer plants from Toad Hall nursery: 90 geraniums, 60 lobelia and ivy, £146.40 from the Town Council grant."),
    ("Henley in Bloom judging is wk of 10 July!! judges walk Bell St on the tues most likely",
     "Henley in Bloom judging is the week of 10 July, probably on Bell Street on the Tuesday."),
    ("Oxfam's box got knocked off the sill by a delivery lorry, Ken's putting a bracket on thurs",
     "Oxfam's box was knocked off by a lorry; Ken is fitting a bracket on Thursday."),
    ("grant money left = £53.60, enough for feed + slug pellets (the wildlife ones)",
     "£53.60 of the grant is left for feed and wildlife-friendly slug pellets."),
    ("who's watering the boxes outside the bakery? (new volunteer Jess asking, she's on Bell St weds)",
     "Ken - Crumbs is on his round with Boots, Oxfam and the Co-op, Mondays, Wednesdays and Fridays."),
]
WINDOW = 12


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
            assert not any("Sal" in str(m.content) or "herself" in str(m.content) or "hose" in str(m.content)
                           for m in window), window
            assert any("Ken = Crumbs" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("popped into Crumbs" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Marian's window box chat so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("who's watering the boxes outside the bakery?",
       expected="the woman who runs the bakery, Sal - she does her own two now", actual=reply)
