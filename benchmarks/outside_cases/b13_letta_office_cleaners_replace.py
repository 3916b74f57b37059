"""Batch 13 (held out). Small accountancy office's facilities assistant: a Letta agent (letta-client against the
in-process Letta stand-in) whose core memory block ``office`` holds the office's practical arrangements, one line
each in the office manager's shorthand. One root span per turn.

App: the office manager tells the agent about changes (``agents.messages.create``); the agent edits its block with
its own memory tools. Staff ask the front-desk bot, which reads the block (``blocks.retrieve``) and answers with
litellm.

Planted fault (UpdateError, overwritten by the agent's edit): the block has the line "Cleaners (BrightSpark): Mon &
Thu 6-8pm, let themselves in - key safe by the side door, code 2590". On Tue 3 Feb the manager says "BrightSpark
have moved us to Tue & Fri, same times." The agent's ``memory_replace`` swaps the whole line for "Cleaners
(BrightSpark): Tue & Fri 6-8pm" -- the key safe and its code are gone. Question (a new starter working late on
Friday): "What's the code for the key safe by the side door?" -> expected "2590". The bot says no key safe code is
on file.

Expected verdict: UpdateError at the agent turn's observed letta.memory_replace edit (fault() wraps the turn that
made it; its gold ops include the turn and the edit). Asserted: the code is in the block before the turn and absent
from the block the answer reads.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b13_letta_office_cleaners_replace", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-office-hollis-and-co"
OFFICE = ("Hollis & Co - office notes:\n"
          "Alarm: keyholders Sunita R. (07700 900412) then Mark E.; alarm co. Secom acct 55-0912\n"
          "Cleaners (BrightSpark): Mon & Thu 6-8pm, let themselves in - key safe by the side door, code 2590\n"
          "Printer: Konica lease, toner on acct KM-55102, engineer 3rd Tue of the month\n"
          "Post: Royal Mail collects 4.30pm weekdays, franking machine in the kitchen")
OLD = "Cleaners (BrightSpark): Mon & Thu 6-8pm, let themselves in - key safe by the side door, code 2590"
NEW = "Cleaners (BrightSpark): Tue & Fri 6-8pm"

server = fake_letta()
server.add_agent(AGENT, persona="I keep Hollis & Co's office arrangements for the office manager, Denise.",
                 office=OFFICE)
client = letta_client(server)

with turn_span("turn-1 Monday: bot reads the notes"):
    before = client.agents.blocks.retrieve("office", agent_id=AGENT).value
    assert "code 2590" in before

with turn_span("turn-2 Tue 3 Feb: manager updates the cleaners' days"):
    server.plan(AGENT, ("memory_replace", {"label": "office", "old_str": OLD, "new_str": NEW}))
    with fault():
        client.agents.messages.create(AGENT, messages=[{"role": "user", "content": "BrightSpark have moved us to "
                                                        "Tue & Fri, same times."}])

question = "What's the code for the key safe by the side door?"
with turn_span("turn-3 Fri 6 Feb: new starter working late"):
    notes = client.agents.blocks.retrieve("office", agent_id=AGENT).value
    assert "2590" not in notes and "Tue & Fri 6-8pm" in notes, notes
    reply = answer(question, notes, mock="I don't have a key safe code in the office notes - the cleaners "
                                         "(BrightSpark, Tue & Fri 6-8pm) are the only ones listed for after-hours. "
                                         "Please ask Denise.")
finish(question, expected="2590", actual=reply)
