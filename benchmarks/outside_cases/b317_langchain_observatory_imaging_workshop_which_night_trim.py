"""Batch 317 (held out). An amateur astronomy observatory's winter programme: LangChain InMemoryChatMessageHistory +
trim_messages (last 9 messages), one root span per turn.

App: Marsden Moor Astronomers run their observatory on Pule Hill Lane - members' nights on Fridays, a beginners'
course, talks, and this winter an astrophotography workshop. Kev (the programme secretary) chats with the society's
helper while he puts the winter programme together; each turn the chat is trimmed to its last 9 messages before
the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the winter programme; turn 2 has Amir's imaging
workshop on Tue 11th Nov, 7.30 in the club room, bring a laptop with SharpCap. Turn 3 is the dome shutter repair.
In turn 4 Kev says Amir's been on - the Tuesday's no good, it's two days off full moon and the moon will wash out
the Orion nebula, so the workshop's moved to Thurs 20th, same time, he's checked the room's free. Turns 5 to 8 are
the newsletter proof (still "Imaging workshop with Amir - Tue 11 Nov", he'll fix it), the subs, car sharing up the
lane and the beginners' course. By turn 9 the trim drops turns 1 to 4; turns 5 to 8 stay. Question (turn 9, Mon
3/11, from a member): "which night's Amir's imaging workshop? need to book the time off work, it's a 6am start
the next day" -> expected Thursday 20th November. The assistant says Tuesday 11th November.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved
the workshop to the 20th was in the history and in every window from turn 4 to turn 8, and this trim cut it from
the window the model saw. Asserted: turn 4 is in every window from turn 4 to turn 8 and missing from turn 9's
(nothing on the 20th, the full moon or the Orion nebula); the newsletter proof, the subs and the car sharing are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b317_langchain_observatory_imaging_workshop_which_night_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("which night's Amir's imaging workshop? need to book the time off work, it's a 6am start the next day")
TURNS = [
    ("WINTER PROG 🔭 members' nights every fri from 7, beginners' course 4 weds in jan, talks 1st mon of the month "
     "at the cricket club. can u help me keep track",
     "Happy to - members' nights every Friday from 7, a four-week beginners' course on Wednesdays in January, and "
     "talks on the first Monday of the month at the cricket club."),
    ("Amir's doing an imaging workshop 📸 tue 11th nov, 7.30 in the club room, bring a laptop w/ SharpCap on it + "
     "ur camera if u have one",
     "Noted: Amir's imaging workshop, Tue 11 Nov at 7.30 in the club room - bring a laptop with SharpCap and a camera "
     "if you have one."),
    ("dome shutter's sticking again, Pete's having a look sat morning, don't force it!!",
     "Dome shutter: Pete is looking at it Saturday morning - nobody should force it in the meantime."),
    ("Amir's been on - the tue's no good, it's 2 days off full moon + the moon'll wash out the orion nebula which is "
     "the whole point 🙄 so the workshop's moved to thurs 20th, same time, he's checked the room's free",
     "Got it - the imaging workshop is now Thursday 20 November at 7.30, away from the full moon so the Orion nebula "
     "is usable; the room is free."),
    ("newsletter proof from Janet: 'Members' nights Fridays from 7 ... Imaging workshop with Amir - Tue 11 Nov, "
     "7.30, club room ... Beginners' course Jan' - i'll sort that, can u check the rest reads ok",
     "The rest of the proof reads fine - Friday members' nights, the January beginners' course and the talks."),
    ("subs £25 for the yr, £10 juniors, due by 1st dec, pay Sandra or online",
     "Subs are £25 a year, £10 for juniors, due by 1 December - pay Sandra or online."),
    ("car sharing up the lane pls - the top bit's single track + there's only room for 8 cars by the gate 🚗",
     "Please car share up Pule Hill Lane - it's single track at the top and there's room for only 8 cars by the "
     "gate."),
    ("beginners' course - 12 places, £20 for the 4 wks, Ruth's running it, binoculars fine to start with",
     "Beginners' course: 12 places, £20 for the four weeks, run by Ruth; binoculars are fine to start with."),
    (QUESTION,
     "Tuesday 11th November - 7.30 in the club room, so you'll want the evening off before your early start."),
]
WINDOW = 9
GONE = ("20th", "20 nov", "full moon", "orion nebula")


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
            assert any("Imaging workshop with Amir - Tue 11 Nov" in str(m.content) for m in window), window
            assert any("subs £25 for the yr" in str(m.content) for m in window), window
            assert any("car sharing up the lane" in str(m.content) for m in window), window
        elif i >= 4:
            window = trim(messages)
            assert any("so the workshop's moved to thurs 20th" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Kev's chat - he's programme secretary of Marsden Moor Astronomers; today "
                                            "Mon 3 November 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Thursday 20th November - moved off the Tuesday because of the full moon", actual=reply)
