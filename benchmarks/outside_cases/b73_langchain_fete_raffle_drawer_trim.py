"""Batch 73 (held out). A primary school's summer fete: LangChain InMemoryChatMessageHistory + trim_messages (last
10 messages, token_counter=len, start_on human), one root span per turn.

App: Kemi chairs the PTA at Callowell Primary and plans the summer fete (Sat 28 June 2031, 12 - 4 on the field and
playground) in one chat with an assistant. Each turn the app trims the history to the last 10 messages and sends
that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1: "raffle - Mrs Whitlock's at her daughter's
graduation in Leeds that sat so she can't draw it :( Mr Okafor (chair of govs) says he'll do the honours at 3.30 +
say a few words". Turn 3 pastes the letter that went home the week before ("Grand Raffle drawn by our Headteacher
Mrs Whitlock at 3.30pm"). By turn 6 the trim no longer keeps turn 1. Question (turn 6): "who's drawing the raffle on
the day?" -> expected the chair of governors, Mr Okafor (the head is away). The assistant says Mrs Whitlock.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 6 (inside fault()). Asserted: turn 1 is in
every window before turn 6 and missing from turn 6's, which holds the letter home.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b73_langchain_fete_raffle_drawer_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("raffle - Mrs Whitlock's at her daughter's graduation in Leeds that sat so she can't draw it :( Mr Okafor "
     "(chair of govs) says he'll do the honours at 3.30 + say a few words",
     "Noted: Mrs Whitlock is at her daughter's graduation, so Mr Okafor, chair of governors, draws the raffle at 3.30 "
     "and says a few words."),
    ("stalls so far: cakes (Yr 2 parents), tombola, plants, books, guess the teddy's bday, welly wanging, face "
     "paint x2, bbq (Dads' group), pimms+juice. that's 10 w the raffle table",
     "Ten stalls with the raffle table: cakes, tombola, plants, books, guess the teddy's birthday, welly wanging, two "
     "face painting, the BBQ and Pimm's and juice."),
    ("pasting the letter that went home last fri so we've got it in one place: 'Callowell Summer Fete Sat 28th June "
     "12-4pm. Grand Raffle drawn by our Headteacher Mrs Whitlock at 3.30pm - tickets £1 a strip, top prize a "
     "family pass to Cotswold Wildlife Park! Donations for the tombola to the office by Weds 25th please'",
     "Letter home: fete Saturday 28 June, 12 to 4; raffle tickets £1 a strip, top prize a family pass to Cotswold "
     "Wildlife Park; tombola donations to the office by Wednesday 25th."),
    ("float - £150 from the PTA acct in £1s + 50ps, Jas picking up from the bank thurs. card reader on the bbq + "
     "the raffle table",
     "Float £150 in coins, Jas collecting it from the bank on Thursday; card readers on the BBQ and the raffle "
     "table."),
    ("weather's looking iffy - if it rains the cakes + books go in the hall, everything else stays out under the "
     "gazebos",
     "Wet-weather plan: cakes and books move into the hall, the rest stays outside under gazebos."),
    ("who's drawing the raffle on the day?",
     "Mrs Whitlock, the head - she's drawing it at 3.30, as it says in the letter home."),
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
            assert not any("Okafor" in str(m.content) or "graduation" in str(m.content) for m in window), window
            assert any("drawn by our Headteacher Mrs Whitlock" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Mr Okafor (chair of govs)" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Kemi's fete planning chat so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("who's drawing the raffle on the day?",
       expected="the chair of governors (Mr Okafor) - the head's away at a graduation", actual=reply)
