"""Batch 351 (held out). An e-bike manufacturer's dealer support: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Voltra Bikes run a dealer-support chat for the workshops that service their e-bikes. Aled, a mechanic at a
Voltra dealer, chats with it while he works through a Trailhawk E7 Gen 2 with a clunk from the drive unit; each turn
the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the job - Trailhawk E7 Gen 2, frame TH7-2B-04417,
DU-3 drive unit, clunk under load, motor's out; the service manual SM-E7-G2 rev.4 p.38 says the motor mounting bolts
are M8 x 25, 10 Nm ±1, blue threadlocker. Turn 2 is the bike's history. In turn 3 Aled pastes technical bulletin
TB-0412 (Feb 2051): for Gen 2 frames from TH7-2B-03000 on it supersedes SM rev.4 p.38 - new M8 x 30 12.9 bolts (kit
VK-0412), 14 Nm ±0.5, Loctite 243, re-torque at the first service; the 10 Nm figure is why the bolts back off and
clunk. Turns 4 to 8 are the battery health check, the torque chart on the workshop wall (from the rev.4 manual:
"motor mount 10 Nm, crank bolt 40 Nm, disc rotor 6 Nm"), the display error code, the chain line and the brake pads.
By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Wed 15 Mar 2051): "right, motor's going
back in - what torque on the mounting bolts?" -> expected 14 Nm ±0.5 (TB-0412, with the M8 x 30 bolts and Loctite
243). The assistant says 10 Nm ±1.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn with TB-0412
was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the model saw.
Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on 14 Nm, TB-0412 or
Loctite 243); the wall chart's "motor mount 10 Nm" is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b351_langchain_ebike_motor_bolt_torque_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "right, motor's going back in - what torque on the mounting bolts?"
TURNS = [
    ("job on the stand: Trailhawk E7 Gen 2, frame TH7-2B-04417, DU-3 drive unit. customer says clunk under load, "
     "worse uphill. motor's out. SM-E7-G2 rev.4 p.38 says mounting bolts M8 x 25, 10 Nm ±1, blue threadlocker",
     "Noted - Trailhawk E7 Gen 2 (TH7-2B-04417), DU-3 out for a clunk under load. SM-E7-G2 rev.4 p.38 gives M8 x 25 "
     "mounting bolts at 10 Nm ±1 with blue threadlocker."),
    ("history: sold 2049-10-14, 2 services here, 3,870 km on the display. no previous motor work",
     "Sold 14 Oct 2049, two services with you, 3,870 km, no previous motor work."),
    ("found it - TB-0412 (Feb 2051): 'Gen 2 frames from TH7-2B-03000: supersedes SM rev.4 p.38. replace motor mount "
     "bolts with M8 x 30 grade 12.9 (kit VK-0412), torque 14 Nm ±0.5, Loctite 243, re-torque at 1st service'. says "
     "the 10 Nm spec lets them back off = the clunk. ours is 04417 so it's in",
     "Right - TB-0412 covers frames from TH7-2B-03000, so 04417 is in: fit the VK-0412 M8 x 30 12.9 bolts at 14 Nm "
     "±0.5 with Loctite 243 and re-torque at the first service; it supersedes the 10 Nm in SM rev.4."),
    ("battery's a 625 Wh BT-625, health check says 91% capacity, 212 cycles. fine?",
     "Yes - 91% after 212 cycles is within spec for the BT-625 (replacement only under 70% in warranty)."),
    ("the torque chart on the workshop wall (from the rev.4 manual) - 'motor mount 10 Nm, crank bolt 40 Nm, disc "
     "rotor 6 Nm, stem 5 Nm' - is that still current for the crank?",
     "The crank bolt is still 40 Nm; nothing has changed on the crank for the E7 Gen 2."),
    ("display threw E-23 twice on the test ride before I took the motor out",
     "E-23 is the speed sensor signal - check the magnet gap (max 15 mm) and the sensor plug; it often clears once "
     "the motor's refitted."),
    ("chain line looks off by a couple of mm, chainring's the 36T",
     "For the 36T on the DU-3 spider the chain line should be 52 mm ±1; shim the ring if it's more than that."),
    ("brake pads down to ~1.2 mm, Magura MT5",
     "Replace them - Magura's minimum is 1 mm pad plus backing, and you're close. The 8.1 organic pads are the "
     "standard fit."),
    (QUESTION, "10 Nm ±1 on the motor mounting bolts, with blue threadlocker - same as the wall chart."),
]
WINDOW = 11
GONE = ("14 nm", "tb-0412", "loctite 243", "vk-0412")


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
            assert any("motor mount 10 Nm" in str(m.content) for m in window), window
            assert any("E-23" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("torque 14 Nm ±0.5, Loctite 243" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Voltra Bikes dealer support - Aled, mechanic at a Voltra dealer; today "
                                            "Wed 15 March 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="14 Nm ±0.5 - TB-0412 supersedes the 10 Nm for Gen 2 frames from 03000 (M8 x 30 bolts, "
                          "Loctite 243)", actual=reply)
