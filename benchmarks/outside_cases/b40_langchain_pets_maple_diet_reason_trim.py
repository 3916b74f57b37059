"""Batch 40 (held out). A family's pets: LangChain InMemoryChatMessageHistory + trim_messages (last 12 messages,
token_counter=len, start_on human), one root span per turn.

App: the Morgans (Ffion, Huw and the kids) have Maple (a 9-year-old lab cross), Biscuit (a cat) and two rabbits,
Pip and Clover. Ffion keeps one chat going with an assistant about the vet, the feeding and the sitter for their
half-term week in Cornwall. Each turn the app trims the history to the last 12 messages and sends that window with
the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is the vet's call: "Parkside rang w Maple's bloods -
kidney numbers up a bit (early CKD they think), so she's on the Hill's k/d from now, no more of the chicken
training treats, recheck in 3 months. 29/9". Later turns are the weigh-in, the sitter, the rabbits and the cat.
By turn 7 the trim no longer keeps turn 1. Question (turn 7, Sun 19/10): "Kate (the sitter) is asking why Maple's
on the special food - what do I tell her?" -> expected her kidneys (early kidney disease in the blood test). The
assistant goes by the weigh-in ("a bit heavy").

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 7 (inside fault()). Asserted: turn 1 is
in every window before turn 7 and missing from turn 7's, which holds the weigh-in turn. Another reading: a response
fault is ruled out, as the vet's reason is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b40_langchain_pets_maple_diet_reason_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Parkside rang w Maple's bloods - kidney numbers up a bit (early CKD they think), so she's on the Hill's k/d "
     "from now, no more of the chicken training treats, recheck in 3 months. 29/9",
     "Noted: Maple on Hill's k/d, no chicken treats, recheck around the end of December."),
    ("weighed Maple at the vet nurse clinic thurs - 31.4kg, nurse said she's a bit heavy for her frame, aim for 29 "
     "by xmas, more walks", "31.4kg, target 29kg by Christmas."),
    ("Kate's doing the sitting 25th-1st, she'll pop in 7.30am + 5pm for Biscuit + bunnies and take Maple to hers",
     "Kate: 25 Oct - 1 Nov, 7.30 and 5pm visits, Maple stays at hers."),
    ("bunnies - hay unlimited, 1 egg cup of pellets each am, greens pm, Clover won't touch the kale lol",
     "Rabbits: unlimited hay, an egg cup of pellets each in the morning, greens in the evening."),
    ("Biscuit's flea stuff due 24th, I'll do it before we go so Kate doesn't have to wrestle her",
     "You'll do Biscuit's flea treatment on the 24th."),
    ("Maple's k/d - 2 scoops am + pm, bag's in the utility, the tins are for if she goes off the dry",
     "Maple: two scoops morning and evening; tins as a back-up."),
    ("Kate (the sitter) is asking why Maple's on the special food - what do I tell her?",
     "Tell her it's to help Maple lose a bit of weight - she was 31.4kg at the nurse clinic and the aim is 29 by "
     "Christmas."),
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
            assert not any("kidney" in str(m.content) or "CKD" in str(m.content) for m in window), window
            assert any("31.4kg" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("early CKD they think" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Ffion's notes on the pets so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="Her kidneys - the blood test showed the start of kidney disease", actual=reply)
