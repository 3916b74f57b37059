"""Batch 338 (held out). A first job as a nurse, talked through with a personal assistant: LangChain
InMemoryChatMessageHistory + trim_messages (last 11 messages), one root span per turn; each of Mateo's messages
carries its own timestamp at its head.

App: Mateo has just started as a new-grad RN on 4 West (med-surg) at St. Mary's. He talks to his assistant most
evenings - the unit, his preceptor Dana, scrubs, sleep - and each turn the chat is trimmed to its last 11 messages
before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 (8:05 pm on 6 February, 2023) Mateo says orientation
is six weeks of days with Dana and the rota has him starting nights on Monday 6 March. In turn 3 (6:40 pm on 13
February, 2023, a Monday) the unit manager asked if he'd start nights early because two night nurses are out on
leave; Dana thinks he's ready, so his first night is this coming Sunday, 7p to 7a. Turns 4 to 8 are Valentine's Day
on a 12-hour shift, the intranet rota (which still shows his nights starting 6 March - "staffing will fix it"), his
first IV start, blackout curtains and his mom wanting to visit. By turn 9 the trim drops turns 1 to 3; turns 4 to 8
stay. Question (turn 9, 10:15 am on 17 February, 2023, a Friday): "ok remind me - when's my first night shift? need
to tell my mom if she can come this weekend" -> expected this Sunday, 19 February, 7 pm to 7 am ("this coming
Sunday" said on Monday 13 February). The assistant says Monday 6 March.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved his
first night to Sunday 19 February was in the history and in every window from turn 3 to turn 8, and this trim cut it
from the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's
(nothing on this coming Sunday, the 19th, the night nurses on leave); the intranet rota's 6 March, the IV start and
the curtains are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b338_langchain_nurse_first_night_shift_when_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("[10:15 am on 17 February, 2023] ok remind me - when's my first night shift? need to tell my mom if she "
            "can come this weekend")
TURNS = [
    ("[8:05 pm on 6 February, 2023] First week at St. Mary's DONE. I'm on 4 West, med-surg, and my preceptor Dana is "
     "amazing, she's been a nurse for 22 years and nothing rattles her. Orientation is six weeks of days with her, "
     "and the rota has me starting nights on Monday 6 March. I'm exhausted but honestly so happy.",
     "Congratulations on getting through week one! So: 4 West med-surg, six weeks of day orientation with Dana, and "
     "nights from Monday 6 March."),
    ("[9:30 pm on 8 February, 2023] My badge photo is a crime scene lol. Also bought two pairs of Figs scrubs in ceil "
     "blue, which is apparently the unit color, and good compression socks because my feet are dying.",
     "Ceil blue it is - and the compression socks will pay for themselves on 12-hour shifts."),
    ("[6:40 pm on 13 February, 2023] Big news - the unit manager pulled me aside and asked if I'd start nights early "
     "because two of the night nurses are out on leave. Dana said she thinks I'm ready (!!!) so my first night shift "
     "is this coming Sunday, 7p to 7a. Nervous but kind of excited? Dana's on that night too for backup.",
     "That's a real vote of confidence. Noted: your first night shift is this coming Sunday, 7 pm to 7 am, with Dana "
     "on the same night."),
    ("[9:50 pm on 14 February, 2023] Spent Valentine's Day on a 12-hour shift charting in Epic, which takes me "
     "forever. Sofia left a card in my locker though, which made my whole week.",
     "Sweet of Sofia. Epic gets faster with practice - most new grads say it clicks after a few weeks."),
    ("[7:20 pm on 15 February, 2023] Checked the intranet rota and it still shows my nights starting 6 March, lol. "
     "I'll let staffing fix it, not my problem. Dana says the main thing is getting my sleep schedule sorted.",
     "Good plan to leave it to staffing. For sleep, people often shift bedtime an hour or two later each day before "
     "a first night."),
    ("[6:15 pm on 16 February, 2023] FIRST IV START on a real patient and I got it first try!!! Dana gave me a "
     "fist bump in the hallway. Mr. Hollis in 412 said I have 'gentle hands', I'm framing that.",
     "First-try IV - that's a great milestone. Mr. Hollis has good taste."),
    ("[9:40 pm on 16 February, 2023] Ordered blackout curtains and a white noise machine for day sleeping. My "
     "roommate thinks I'm turning into a vampire.",
     "Blackout curtains and white noise are the two things night nurses swear by."),
    ("[8:30 am on 17 February, 2023] My mom keeps asking to visit and see 'her nurse'. She wants to drive down from "
     "Sacramento and stay two nights. Love her, but my schedule is chaos right now.",
     "That's lovely of her - once you know your shifts you can pick nights that work."),
    (QUESTION,
     "Your first night shift is Monday 6 March, 7 pm to 7 am - so your mom could come this weekend."),
]
WINDOW = 11
GONE = ("this coming sunday", "19 feb", "on leave", "start nights early")


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
            assert any("still shows my nights starting 6 March" in str(m.content) for m in window), window
            assert any("FIRST IV START" in str(m.content) for m in window), window
            assert any("blackout curtains" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("my first night shift is this coming Sunday" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Mateo's chat - he's a new-grad RN on 4 West at St. Mary's; each of his "
                                            "messages starts with the time he sent it)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="this Sunday, 19 February, 7 pm to 7 am - the unit manager asked him to start nights early",
       actual=reply)
