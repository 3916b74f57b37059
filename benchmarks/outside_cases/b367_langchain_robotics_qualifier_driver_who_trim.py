"""Batch 367 (held out). A university robotics club's competition prep: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Lakeshore Tech Robotics (VEX U team LTR1) go to the VEX U worlds qualifier on Sat 4/1/2051 at the state fair
expo hall. Dani (the captain) chats with the club's Discord helper bot while she sorts comp prep; each turn the chat
is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the drive team - @leo driving, @sam on the arm
(operator), Dani coaching. Turn 2 is the budget. In turn 3 Dani says "update: scratch that on the drive team" -
@ana's driving, she got 3 more auton points in every practice match this week, @leo's moving to operator since he's
better on the arm, @sam's pit crew. Turns 4 to 8: the registration form she sent last week (still "leo driver, sam
operator", she'll email the event partner to fix it), the pit, the inspection checklist, food, packing the bot
on Thursday night because the lab's shut on the Friday. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay.
Question (turn 9, Weds 3/29): "who's driving at the qualifier? need names for the drive team badges by tmrw" ->
expected Ana (Leo operator, Dani coach). The assistant says Leo.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made Ana
the driver was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on @ana,
"ana's driving" or "scratch that"); the registration form, the pit and the inspection checklist are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b367_langchain_robotics_qualifier_driver_who_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "who's driving at the qualifier? need names for the drive team badges by tmrw"
TURNS = [
    ("ok worlds qualifier is sat 4/1 at the expo hall 🤖 drive team: @leo driving, @sam on the arm (operator), me as "
     "coach. lmk if u see a conflict w/ anyone's midterms",
     "Got it - qualifier Sat 4/1 at the expo hall. Drive team: Leo driving, Sam as operator on the arm, you "
     "coaching."),
    ("budget check - $540 of $800 spent. the new omni wheels are $96 for 4, ordering tmrw so we have them by thurs",
     "You've spent $540 of $800; the omni wheels ($96 for 4) would bring it to $636."),
    ("update: scratch that on the drive team 😅 @ana's driving - she got like 3 more auton pts every practice match "
     "this wk ngl. @leo's moving to operator since he's better on the arm anyway, @sam's pit crew",
     "Updated: Ana is driving, Leo moves to operator on the arm, and Sam is on pit crew. You're still coach."),
    ("ugh the registration form i sent last wk still says leo driver, sam operator 🙃 i'll email the EP to fix it",
     "OK - the registration form still has the old drive team; you're emailing the event partner to change it."),
    ("pit is 10x10, we need our own power strip + a 25ft extension. @marcus is bringing the folding table",
     "Pit: 10x10, bring a power strip and a 25ft extension cord; Marcus has the folding table."),
    ("inspection checklist: sizing box 18x18x18 (24 for the 2nd bot), only legal motors, team ID plates on both "
     "sides, no loose zip tie ends",
     "Inspection: fit the 18-inch sizing box (24 for the second robot), legal motors only, ID plates on both sides, "
     "trim the zip ties."),
    ("food - hotel breakfast, then we're hitting chipotle after elims. club's covering $15/person, venmo me if u go "
     "over and i'll sort it w/ the treasurer",
     "Food: hotel breakfast, Chipotle after eliminations, the club covers $15 a person."),
    ("lab's closed fri 3/31 for the career fair setup 🙄 so we pack the bot + the batteries thurs night after "
     "practice, 10pm ish",
     "The lab's closed Fri 3/31, so the robot and batteries get packed Thursday night after practice, around 10."),
    (QUESTION,
     "Leo's driving, with Sam as operator on the arm and you as coach."),
]
WINDOW = 11
GONE = ("@ana", "ana's driving", "ana is driving", "scratch that", "pit crew")


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
            assert any("still says leo driver, sam operator" in str(m.content) for m in window), window
            assert any("we need our own power strip" in str(m.content) for m in window), window
            assert any("sizing box 18x18x18" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("@ana's driving" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Dani's chat - she's captain of Lakeshore Tech Robotics; today Weds 29 "
                                            "March 2051, the VEX U worlds qualifier is Sat 4/1)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Ana - she took over driving (Leo moved to operator, Sam to pit crew)", actual=reply)
