"""Batch 275 (held out). A pottery studio's classes: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Bev runs Clay Barn Pottery's six-week beginners' wheel course on Thursday evenings from 10th April 2051 -
clay, tools and two firings included, an apron and short nails needed, glazing in week 5, pick-up of fired work
in week 7. She chats with the studio's helper while she sets it up; each turn the chat is trimmed to its last 11
messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the course - six Thursdays 7-9, £165, a 12.5kg bag
of clay each included. Turn 2 is the tools. In turn 3 Bev says the supplier's put the St Thomas's up by a third so
it'll be a 10kg bag each now, not 12.5 - anyone who gets through it can buy another at cost, £18 - and the
course price stays the same. Turns 4 to 8 are the aprons, the course flyer's wording (still "12.5kg of clay
included", she'll reprint), the glaze session, the firings and the car park. By turn 9 the trim drops turns 1 to
3; turns 4 to 8 stay. Question (turn 9, Weds 9/4, from a student by email): "how much clay do we get on the course?
I'm hoping to make a dinner set 😅" -> expected 10kg each (more at cost, £18 a bag). The assistant says 12.5kg.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made it
10kg was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the model
saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on 10kg, the
supplier or £18); the flyer, the glaze session and the car park are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b275_langchain_pottery_course_clay_how_much_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how much clay do we get on the course? I'm hoping to make a dinner set 😅"
TURNS = [
    ("beginners wheel course 🏺 6 thursdays from 10th april, 7-9pm, £165. includes a 12.5kg bag of clay each, "
     "tools, 2 firings. max 6 (6 wheels!). can u help me keep track",
     "Of course - beginners' wheel course, six Thursdays from 10 April, 7-9pm, £165, with a 12.5kg bag of clay each, "
     "tools and two firings included; six places."),
    ("tools - they get a starter kit to keep, wire, sponge, needle, loop tool, rib. Need to order 6 from Potclays",
     "Six starter tool kits (wire, sponge, needle tool, loop tool, rib) to order from Potclays; students keep them."),
    ("ugh supplier's put the St Thomas's up by a third 😩 so it'll be a 10kg bag each now not 12.5, anyone who "
     "gets through it can have another at cost, £18. not changing the course price",
     "Noted - 10kg of clay each now instead of 12.5kg, with extra bags at cost (£18); the course price stays £165."),
    ("aprons - we've got 4 spare, tell them to bring an old shirt or apron + keep nails short!!",
     "Students should bring an old shirt or apron and keep their nails short; there are four spare aprons."),
    ("the flyer's on the noticeboard still saying 'Beginners Wheel - 6 weeks, £165, 12.5kg of clay included, "
     "tools + firings' - i'll reprint it, can u check the dates on it are right",
     "The dates on the flyer match: six Thursdays from 10 April, finishing 15 May."),
    ("glaze session week 5 (8th may), they pick 2 glazes from the test tiles, dipping not brushing",
     "Week 5 (8 May) is glazing: two glazes each from the test tiles, dipped."),
    ("firings - bisque after wk 3 + wk 4, glaze firing after wk 5, pick up finished pots wk 7 (22nd) or sat "
     "open studio",
     "Bisque firings after weeks 3 and 4, the glaze firing after week 5; finished pots ready from 22 May or at "
     "Saturday open studio."),
    ("car park - tell them to use the mill yard after 6, NOT the Co-op, they clamp",
     "Students should park in the mill yard after 6 - not the Co-op, which clamps."),
    (QUESTION,
     "You get a 12.5kg bag of clay each - that's plenty for a beginner's dinner set attempt!"),
]
WINDOW = 11
GONE = ("10kg", "supplier", "£18", "at cost")


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
            assert any("12.5kg of clay included" in str(m.content) for m in window), window
            assert any("dipping not brushing" in str(m.content) for m in window), window
            assert any("mill yard after 6" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("it'll be a 10kg bag each now not 12.5" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Bev's chat - she runs Clay Barn Pottery; today Weds 9 April 2051, the "
                                            "beginners' wheel course starts Thu 10 April)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="10kg each - the supplier put the clay up; extra bags at cost, £18", actual=reply)
