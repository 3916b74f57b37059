"""Batch 18 (held out), control. A course office's extensions log in a Letta core memory block (offline stand-in
server), script style.

App: the History course office keeps an "extensions" block on its Letta agent and appends a line for every request,
panel decision and deadline change; the assistant answers from the block. Twenty lines for spring term: several
students, EC forms, the Monday EC panel, new dates, Turnitin, two students called J-something.

No planted fault. Jamal's lines: "Mon 2/3 Jamal Reid (HIS204) emailed re more time on the essay (due 9/3) - gran in
hospital, wants 2 wks. >7 days so it goes to panel, sent him the EC form" and "EC panel Mon 9/3: Jamal Reid HIS204 -
10 days agreed, new date Thu 19/3 12 noon, letter sent". Question: "When did Jamal get his HIS204 extension agreed?"
-> right per memory: Monday 9 March (at the EC panel); the model says so. The gold label "2 March" is the day he
emailed to ask for it.

Expected verdict: AnnotationError. Another reading: none that we see.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b18_ctl_letta_courseoffice_extension_granted_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-history-office"
LINES = [
    "Extensions spring 26 - <=7 days on the EC form (office can agree), >7 days to EC panel (Mondays 10am)",
    "Thu 12/2 Aisha Khan HIS110 - 5 days (flu, GP note), new date Wed 25/2 12 noon. Done by office",
    "Fri 13/2 Callum Price HIS315 asked about proposal extension - told him to wait, deadline may move anyway",
    "Mon 16/2 EC panel: no cases (reading week)",
    "Tue 17/2 Jade Moss HIS110 - 3 days (bereavement), new date Mon 23/2",
    "Mon 23/2 EC panel: Tom Dale HIS220 - 14 days agreed for the portfolio, new date 20/3",
    "Wed 25/2 Aisha HIS110 submitted 24/2, fine",
    "Mon 2/3 Jamal Reid (HIS204) emailed re more time on the essay (due 9/3) - gran in hospital, wants 2 wks. >7 days "
    "so it goes to panel, sent him the EC form",
    "Tue 3/3 Jamal's EC form in, with a letter from the ward sister",
    "Wed 4/3 Mei Chen HIS315 - 7 days, new date Fri 13/3 (proposal)",
    "Thu 5/3 HIS315 proposal deadline moved for everyone to Mon 9/3 4pm (library outage) - Mei's new date now 16/3",
    "Fri 6/3 Jordan Hale HIS204 asked for 3 days, said no - no evidence, told him to submit what he has",
    "Mon 9/3 Turnitin down 10-11.30, HIS204 deadline moved to 4pm same day",
    "EC panel Mon 9/3: Jamal Reid HIS204 - 10 days agreed, new date Thu 19/3 12 noon, letter sent",
    "EC panel Mon 9/3: Jordan Hale appeal - refused, 5% late penalty stands",
    "Tue 10/3 Callum HIS315 proposal in on time in the end",
    "Mon 16/3 EC panel: Tom Dale asked for another week - refused, 20/3 stands",
    "Wed 18/3 Jamal emailed to say thank you, on track for the 19th",
    "Thu 19/3 Jamal submitted 11.40, fine",
    "Fri 20/3 Tom Dale portfolio in 4.55pm, fine",
]

server = fake_letta()
server.add_agent(AGENT, extensions="Extensions log:")
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("extensions", agent_id=AGENT)
    client.agents.blocks.update("extensions", agent_id=AGENT, value=block.value + "\n- " + line)

question = "When did Jamal get his HIS204 extension agreed?"
notes = client.agents.blocks.retrieve("extensions", agent_id=AGENT).value
assert "Mon 2/3 Jamal Reid" in notes and "EC panel Mon 9/3: Jamal Reid HIS204 - 10 days agreed" in notes, notes
reply = answer(question, notes, mock="At the EC panel on Monday 9 March - 10 days, giving him a new deadline of "
                                     "Thursday 19 March at 12 noon.")
finish(question, expected="2 March", actual=reply)
