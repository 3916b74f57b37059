"""Batch 74 (held out). A youth theatre's summer show: LangChain InMemoryChatMessageHistory + trim_messages (last 10
messages, token_counter=len, start_on human), one root span per turn.

App: Fiona runs Stroud Youth Theatre (ages 9-18); the summer show is "Bugsy Malone" at the Cotswold Playhouse, Thu
31 July - Sat 2 August 2031. She plans the last weeks in one chat with an assistant. Each turn the app trims the
history to the last 10 messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1: "ugh - Playhouse have double booked, there's a
wedding fair in the main space all day sat 26th. Kev says we can have the stage fri 25th from 5.30 till they chuck
us out at 10 for the dress run, so that's that. parents need telling". Turn 3 pastes the parents' letter that went
out in June ("Full dress rehearsal Saturday 26th July, 10am-4pm, packed lunch please"). By turn 6 the trim no longer
keeps turn 1. Question (turn 6): "what day's the dress run again? need to tell the chaperones" -> expected Friday
(the 25th, evening). The assistant says Saturday the 26th.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 6 (inside fault()). Asserted: turn 1 is in
every window before turn 6 and missing from turn 6's, which holds the letter. Another reading: a response fault is
ruled out, as turn 1 is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b74_langchain_youth_theatre_dress_day_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("ugh - Playhouse have double booked, there's a wedding fair in the main space all day sat 26th. Kev says we can "
     "have the stage fri 25th from 5.30 till they chuck us out at 10 for the dress run, so that's that. parents need "
     "telling",
     "Noted: the Playhouse has a wedding fair on Saturday the 26th, so the dress run is on the stage Friday 25th, "
     "5.30 to 10pm. I'll help you word a message to parents."),
    ("costumes - Mrs Adair's finished the 6 flapper dresses, still need 2 pinstripe suits for Fat Sam's gang. "
     "charity shop on Kendrick St has a box, £4 each",
     "Costumes: six flapper dresses done by Mrs Adair; two pinstripe suits still needed, the Kendrick Street charity "
     "shop has some at £4 each."),
    ("copying the june parents letter in so it's all in one place: 'Full dress rehearsal Saturday 26th July, "
     "10am-4pm at the Playhouse, packed lunch please. Shows Thu 31/7 + Fri 1/8 7pm, Sat 2/8 2.30 + 7pm. Tickets "
     "£9 / £6 concessions from the Subscription Rooms'",
     "June letter: dress rehearsal, shows Thursday 31 July and Friday 1 August at 7pm, Saturday 2 August at 2.30 "
     "and 7pm; tickets £9 or £6 concessions from the Subscription Rooms."),
    ("splurge guns!! the foam ones came from Amazon, 12 of them, Jed's testing them in the car park (not inside "
     "FFS)",
     "Twelve foam splurge guns have arrived; Jed is testing them outside in the car park."),
    ("chaperones so far: Gill, Mo, Aisha + Mr Tran. need 1 more for the under 12s dressing room",
     "Chaperones: Gill, Mo, Aisha and Mr Tran; one more needed for the under-12s dressing room."),
    ("what day's the dress run again? need to tell the chaperones",
     "Saturday 26th July, 10am to 4pm at the Playhouse - ask them to bring a packed lunch."),
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
            assert not any("wedding fair" in str(m.content) or "fri 25th" in str(m.content) for m in window), \
                window
            assert any("Full dress rehearsal Saturday 26th July" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("have the stage fri 25th" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Fiona's Bugsy Malone planning chat so far)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("what day's the dress run again? need to tell the chaperones",
       expected="Fri 25th, in the evening", actual=reply)
