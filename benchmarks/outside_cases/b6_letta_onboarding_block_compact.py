"""Batch 6: an HR onboarding assistant that keeps a new hire's facts in a Letta core-memory block (letta-client
against b3_support's in-process Letta stand-in; script style).

App: the onboarding agent of each new hire has a ``human`` core block. An HR-sync job pushes every onboarding event
into it: ``agents.blocks.retrieve`` the block, append one line, and, because the team keeps blocks under 420
characters so they stay cheap in the agent's context window, compact it by keeping the last 420 characters cut at a
line start; then ``agents.blocks.update``. When the new hire asks something, the app reads the block
(``blocks.retrieve``) and answers with litellm (``mock_response``). Each call is its own trace.

Fault: the compaction keeps the tail, so the oldest lines fall out first. At the payroll event the update drops the
line "Onboarding buddy: Marta Kowalski (Data Platform team) ...", which was only ever in this block. The manager,
Tomasz Nowak, stays in the block (a distractor: another person the new hire can turn to).
Question (Jonas): "Who is my onboarding buddy?"  Expected: "Marta Kowalski".  The app says no buddy is noted and
points him to his manager.

Why UpdateError @ letta.blocks.update (the update at the payroll event, the first whose value lacks the buddy line):
the block's earlier versions held the buddy; this update wrote a version without it, and every later version and
the answer's read descend from it. Each earlier update carried the line on.
"""
from __future__ import annotations

import contextlib

from common import answer, fault, finish, setup

NAME = "b6_letta_onboarding_block_compact"
setup(NAME, ["letta", "litellm"])

import b3_support  # noqa: E402

LIMIT = 420
AGENT = "agent-onboarding-jonas-weber"
EVENTS = [
    "Onboarding buddy: Marta Kowalski (Data Platform team); first coffee chat Monday 3 March at 14:00.",
    "Manager: Tomasz Nowak; weekly 1:1 on Thursdays at 10:00.",
    "Laptop: MacBook Pro 14 (M3), shipped 26 February by DHL, tracking 4471 9920 113.",
    "Badge: pick it up at reception in Building B from 08:30 on day one.",
    "Payroll: first salary on 28 March; upload your tax ID to Personio by 10 March.",
    "Benefits: Urban Sports Club M, enrolment closes 31 March.",
    "Parking: no car permit; bike storage is in the basement of Building B.",
]
BUDDY = "Marta Kowalski"

server = b3_support.fake_letta()
server.add_agent(AGENT, human="New hire: Jonas Weber, Data Engineer, starts Monday 3 March 2025.",
                 persona="I am the onboarding assistant of Acme Analytics GmbH.")
client = b3_support.letta_client(server)


def compact(value: str) -> str:
    if len(value) <= LIMIT:
        return value
    tail = value[-LIMIT:]
    return tail[tail.index("\n") + 1:]  # start at a whole line


faulty_updates = 0
for event in EVENTS:  # the HR-sync job
    block = client.agents.blocks.retrieve("human", agent_id=AGENT)
    new_value = compact(block.value + "\n" + event)
    drops_buddy = BUDDY in block.value and BUDDY not in new_value
    faulty_updates += drops_buddy
    with fault() if drops_buddy else contextlib.nullcontext():  # the planted fault: this update drops the buddy
        client.agents.blocks.update("human", agent_id=AGENT, value=new_value)
assert faulty_updates == 1, faulty_updates  # exactly one update dropped the buddy line

question = "Who is my onboarding buddy?"
block = client.agents.blocks.retrieve("human", agent_id=AGENT)
assert BUDDY not in block.value and "Tomasz Nowak" in block.value, block.value  # the fault decided it
context = [line for line in block.value.split("\n") if line.strip()]
actual = answer(question, context,
                mock="No onboarding buddy is noted for you yet; your manager Tomasz Nowak (weekly 1:1 on "
                     "Thursdays at 10:00) is the person to ask.")
finish(question, "Marta Kowalski", actual)
