"""Batch 256 (held out). A brass band's engagements diary: LangChain InMemoryChatMessageHistory + trim_messages (last
11 messages), one root span per turn.

App: Queensbury Silver Band's Christmas concert is Sat 10th Dec 2050 at Victoria Hall - two halves, marches, carols
with the audience, solos, a raffle and mince pies in the interval. Ian (the musical director) chats with the band's
helper while he sorts the programme and the rest; each turn the chat is trimmed to its last 11 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is Ian's draft programme - open with Knight Templar,
then A Christmas Festival, Gemma's cornet solo, the carols. Turn 2 is the rehearsal dates. In turn 3, after the
sound check, Ian scraps Knight Templar as the opener - half the 2nd cornet parts have gone walkabout from the library
and the hall's echo made it mush - so they'll open with Slaidburn, everyone knows it off by heart. Turns 4 to 8 are
the tickets, the printers' proof of the programme (still "1. Knight Templar", he'll ring them), the stage plan, the
raffle and mince pies, and the uniform. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9,
Thu 8/12, Ian passing on Dave the librarian's): "Dave's asking which march we're opening with on sat, he's sorting
the pads out tonight" -> expected Slaidburn. The assistant says Knight Templar.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made
Slaidburn the opener was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on Slaidburn, the missing parts or the echo); the programme proof, the stage plan and the uniform are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b256_langchain_brass_band_xmas_concert_opening_march_which_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "Dave's asking which march we're opening with on sat, he's sorting the pads out tonight"
TURNS = [
    ("XMAS CONCERT 🎺 sat 10th dec Victoria Hall 7pm. draft prog - open w/ Knight Templar, then A Christmas "
     "Festival, Gemma's cornet solo (Silent Nite arr.), carols w/ the audience to finish the 1st half. can u keep "
     "track of it all for me",
     "Will do - Christmas concert Sat 10 Dec at the Victoria Hall, 7pm. Draft first half: Knight Templar to open, A "
     "Christmas Festival, Gemma's Silent Night solo, then audience carols."),
    ("rehearsals thurs 1st + thurs 8th 7.30, + a sound check at the hall sun 4th 2-4",
     "Rehearsals Thursday 1 and Thursday 8 December at 7.30, and a sound check at the hall Sunday 4 December, 2-4."),
    ("sound check was grim 😩 half the 2nd cornet parts for Knight Templar have gone walkabout from the library + "
     "the echo in there made it mush anyway. scrap it as the opener, we'll open w/ Slaidburn, everyone knows it off "
     "by heart",
     "Changed - the concert now opens with Slaidburn; Knight Templar is out as the opener (missing 2nd cornet parts, "
     "and it didn't suit the hall)."),
    ("tickets £10, £5 under 16s, on sale at Bramley's butchers + the band room. 140 sold so far",
     "Tickets £10, £5 for under-16s, from Bramley's butchers and the band room; 140 sold so far."),
    ("printers sent the programme proof 🙄 - 'Queensbury Silver Band Christmas Concert. Part 1: 1. Knight Templar "
     "(Allan) 2. A Christmas Festival ...' - i'll ring them, can u check the soloists' names are spelt right",
     "The soloists' names on the proof are spelt correctly; the rest is for you to sort with the printers."),
    ("stage plan - basses on the risers at the back, cornets front left, percussion stage right by the piano, "
     "conductor's box from the Legion",
     "Stage plan: basses on the risers at the back, cornets front left, percussion stage right by the piano, and "
     "the conductor's box borrowed from the Legion."),
    ("raffle - a hamper from the Co-op, a bottle of whisky from the Ring o' Bells, 2 tickets for the Brighouse "
     "& Rastrick concert. mince pies + mulled wine in the interval, the ladies' committee are on it",
     "Raffle prizes: a Co-op hamper, whisky from the Ring o' Bells and two tickets for Brighouse & Rastrick; mince "
     "pies and mulled wine from the ladies' committee in the interval."),
    ("uniform - full jackets, red ties for xmas, black shoes POLISHED, santa hats for the carols only",
     "Full jackets, red ties, polished black shoes, and Santa hats for the carols only."),
    (QUESTION,
     "Knight Templar to open, then A Christmas Festival - so you'll want those two on top of the pads."),
]
WINDOW = 11
GONE = ("slaidburn", "walkabout", "echo", "scrap it")


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
            assert any("1. Knight Templar (Allan)" in str(m.content) for m in window), window
            assert any("basses on the risers at the back" in str(m.content) for m in window), window
            assert any("red ties for xmas" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("we'll open w/ Slaidburn" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Ian's chat - he's the musical director of Queensbury Silver Band; "
                                            "today Thu 8 December 2050, the Christmas concert is Sat 10 December)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Slaidburn - Knight Templar was scrapped as the opener after the sound check",
       actual=reply)
