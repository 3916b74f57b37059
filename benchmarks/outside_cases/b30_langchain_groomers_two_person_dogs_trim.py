"""Batch 30 (held out). A dog-grooming salon owner's running chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 20 messages, token_counter=len, start_on human), one root span per turn.

App: Kayleigh runs Scruffs to Fluffs, a two-table grooming salon in Littleport, with one junior, Amber. She keeps
one running chat with an assistant about the dogs, their owners and the week's book. Each turn the app trims the
history to the last 20 messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is about Rocco: "Rocco (Mr Pryce's GSD) went for
Amber's sleeve at the nails last time, so from now on he's a 2 person job + muzzle for feet, he's in sat 9am".
Two more dogs who need both of them on the table come up later (Bear, a Newfie who has to be lifted into the bath;
Mabel, a 15-year-old Westie with wobbly back legs who needs holding up). By turn 11 the window no longer starts
there, and the trim of turn 11 drops it. Question (turn 11, Fri): "which of tmrw's dogs need both me and Amber on
them?" -> expected Rocco, Bear and Mabel. The assistant lists only Bear and Mabel.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 11 (inside fault()). Asserted: the
turn-1 message is in every window before turn 11 and missing from turn 11's, which holds Bear and Mabel. Another
reading: a response fault is ruled out as Rocco is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b30_langchain_groomers_two_person_dogs_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Rocco (Mr Pryce's GSD) went for Amber's sleeve at the nails last time, so from now on he's a 2 person job + "
     "muzzle for feet, he's in sat 9am",
     "Noted: Rocco needs two of you and a muzzle for his feet; he's in Saturday at 9."),
    ("dryer on table 2's making a burning smell again, Mick from Groomers Supplies says weds",
     "Dryer repair Wednesday."),
    ("Prices from June - small £38, med £48, large £60, giant from £75 + £5 matting per 15 mins",
     "New prices from June noted."),
    ("Sat so far: 9 Rocco, 10 Bear, 11.30 Pickle (shih tzu puppy 1st groom), 12.30 Mabel, 2 Dotty + Duke (the 2 "
     "cockapoos) - Amber in all day", "Saturday's book noted; Amber is in all day."),
    ("Bear's the Newfie btw, 68kg, he won't walk up the ramp so it's the 2 of us lifting him into the bath every time",
     "Bear needs both of you to lift him into the bath."),
    ("Pickle's mum wants a teddy face + she's nervous so short + sweet, 45 mins max", "Pickle: teddy face, 45 mins."),
    ("Shampoo order - 5L oatmeal, 5L whitening, the blueberry facial, Groomers Supplies", "Shampoo order noted."),
    ("Mabel's 15 now, back legs properly wobbly, she can't stand on her own for long so one of us holds her up while "
     "the other clips", "Mabel needs holding up while the other one clips."),
    ("Dotty + Duke's owner asked can they come 1.30 not 2, said fine as long as Mabel's done",
     "Dotty and Duke move to 1.30."),
    ("Amber's asked for Sat 7/6 off for her sister's hen, need to check the book", "Amber wants Saturday 7 June off."),
    ("which of tmrw's dogs need both me and Amber on them?",
     "Two: Bear at 10 (you'll need to lift him into the bath together) and Mabel at 12.30 (one of you holds her "
     "up). Pickle's a short one, 45 mins."),
]
WINDOW = 20


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
            assert not any("Rocco" in str(m.content) or "sleeve" in str(m.content) for m in window
                           if "9 Rocco, 10 Bear" not in str(m.content)), window
            assert not any("2 person job" in str(m.content) for m in window), window
            assert any("2 of us lifting him" in str(m.content) for m in window), window
            assert any("one of us holds her up" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("2 person job + muzzle" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Kayleigh's salon notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="3 of them - Rocco, Bear and Mabel", actual=reply)
