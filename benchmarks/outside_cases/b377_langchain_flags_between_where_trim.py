"""Batch 377 (held out). A surf lifesaving club's Sunday patrol: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Kererū Point Surf Life Saving Club's Patrol 4 is on Sun 1 Feb 2026, 1000-1700. Mere (the patrol captain)
chats with the club's helper on the Saturday arvo while she sorts it - where the flags go, the crew, the swell and
tide, the radios, the first aid room, the sizzle; each turn the chat is trimmed to its last 11 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the patrol - flags in front of the clubrooms as per,
IRB on the ramp, ATV at the tower. Turn 2 is the crew. In turn 3, after walking the beach at low tide, Mere says the
stream's cut a channel right out in front of the clubrooms with a massive rip, so scrub the usual spot - the flags
go 200m north, in front of the Kōura St accessway, the council ranger's sweet with it. Turns 4 to 8 are the swell and
tide, the car park sign-board (still "swim between the flags - in front of clubrooms" from last week, she'll chalk
over it), the radios, the first aid room and the sizzle. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay.
Question (turn 9, Sat 31/01/26): "where are we putting the flags tmrw? Nikau's setting up at 0930 + he wasn't at
the walk" -> expected 200m north, in front of the Kōura St accessway. The assistant says in front of the clubrooms.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved the
flags was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the model
saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on Kōura St, the
accessway or the channel); the sign-board, the radios and the sizzle are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b377_langchain_flags_between_where_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "where are we putting the flags tmrw? Nikau's setting up at 0930 + he wasn't at the walk"
TURNS = [
    ("PAT 4 tmrw Sun 01/02 🏖️ 1000-1700. flags in front of the clubrooms as per, IRB on the ramp, ATV at the tower. "
     "can u help me keep track of it all",
     "Sweet - Patrol 4 Sun 1 Feb, 1000-1700: flags in front of the clubrooms, IRB on the ramp, ATV at the tower."),
    ("crew - me PC, Sione vice, Tama + Brooke on the IRB, Nikau, Ana, Liam + Te Rina on the flags. 8 all up",
     "Crew: you as PC, Sione vice, Tama and Brooke on the IRB, Nikau, Ana, Liam and Te Rina on the flags - 8 all up."),
    ("walked the beach at low tide this arvo - the stream's cut a channel right out in front of the clubrooms, "
     "massive rip 🌀 so scrub the usual spot, flags go 200m north, in front of the Kōura St accessway. told the "
     "council ranger, she's sweet with it",
     "Got it - the flags are going 200m north, in front of the Kōura St accessway, because of the new rip in front "
     "of the clubrooms; the ranger's OK with it."),
    ("swell 1.2m SW easing, high tide 1048, low 1703. wind NE 10-15 knots in the arvo",
     "Swell 1.2m SW and easing, high tide 1048, low 1703, NE 10-15 knots in the afternoon."),
    ("the sign-board in the car park still says 'SWIM BETWEEN THE FLAGS - IN FRONT OF CLUBROOMS' from last wk 🙄 "
     "i'll chalk over it in the morning",
     "Noted - you'll update the car park sign-board first thing."),
    ("radios - 4 charged, spare battery in the IRB shed. radio check with the tower 0945, channel 3",
     "Four radios charged, a spare battery in the IRB shed, radio check with the tower at 0945 on channel 3."),
    ("first aid room's restocked but we need more burn gel + vinegar for the bluebottles 🪼",
     "First aid room restocked; you still need burn gel and vinegar for bluebottle stings."),
    ("sizzle by the car park from 1100, $3 a snarler, Shaz is running it, chur Shaz",
     "Sausage sizzle by the car park from 1100, $3 a snarler, Shaz running it."),
    (QUESTION,
     "In front of the clubrooms as usual - Nikau can set them up there at 0930."),
]
WINDOW = 11
GONE = ("kōura", "accessway", "channel right out", "200m north")


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
            assert any("IN FRONT OF CLUBROOMS" in str(m.content) for m in window), window
            assert any("radio check with the tower 0945" in str(m.content) for m in window), window
            assert any("$3 a snarler" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("flags go 200m north, in front of the Kōura St accessway" in str(m.content)
                       for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Mere's chat - she's patrol captain of Patrol 4 at Kererū Point Surf "
                                            "Life Saving Club; today Sat 31 January 2026, the patrol is Sun 1 Feb)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="200m north, in front of the Kōura St accessway - the stream's cut a rip in front of the "
                          "clubrooms", actual=reply)
