"""Batch 155 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per note and one for the question.

App: Pat, who organises the flowers at St Michael's, Mytholmroyd, keeps a "flowers" block on her Letta agent for the
Easter flowers (Easter Day, Sun 5th April 2037) and the rota, appending a line as things come up.

Memory: 14/1: Easter - lilies as always, Pat ordering from Bloom's, paid from the flower fund, all hands Sat 4th at
10; Tue 10/3: Joan moaning that the lilies are daft money this year (£6 a stem) - we'll manage, it's Easter; 16.3.:
Revd Anne's new kitten, Tibbles, has moved into the vicarage and is in and out of the vestry all day - lilies are
poison to cats, even the pollen, the vet says, so no lilies: white roses and freesias, Pat's rung Bloom's; 22.3.:
Bloom's can do 30 white roses and 3 bunches of freesias for £85, the fund's got £120. Question (Weds 8 Apr, Pat):
"why were there no lilies this easter? Mrs Bairstow's asking, she always gives towards them" The assistant says
because the vicar's kitten is in and out of the vestry and lilies are poisonous to cats, even the pollen. The label
says they were too dear this year - in memory, Joan's moan about the price, which didn't stop the order.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b155_ctl_letta_flowers_no_lilies_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-st-michaels-flowers-pat"
LINES = [
    "14/1 - Easter: lilies as always, I'm ordering from Bloom's, paid out of the flower fund. all hands sat 4th at 10",
    "Tue 10/3 - Joan moaning the lilies are daft money this yr (£6 a stem!!). we'll manage, it's Easter",
    "16.3. - Revd Anne's new kitten Tibbles has moved into the vicarage + she's in and out the vestry all day. lilies "
    "are poison to cats, even the pollen the vet says, so NO lilies - white roses + freesias, rung Bloom's",
    "22.3. - Bloom's can do 30 white roses + 3 bunches freesias for £85, fund's got £120. Margaret doing the font",
]

server = fake_letta()
server.add_agent(AGENT, flowers="St Michael's flowers - Easter 2037 + the rota:")
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("flowers", agent_id=AGENT)
        client.agents.blocks.update("flowers", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why were there no lilies this easter? Mrs Bairstow's asking, she always gives towards them"
with turn_span("question Weds 8 Apr"):
    notes = client.agents.blocks.retrieve("flowers", agent_id=AGENT).value
    assert "daft money this yr" in notes and "poison to cats" in notes, notes
    reply = answer(f"(Weds 8/4/37, Pat) {question}", notes,
                   mock="Because Revd Anne's new kitten, Tibbles, is in and out of the vestry all day, and lilies "
                        "are poisonous to cats - even the pollen - so it was white roses and freesias instead.")
finish(question, expected="they were too dear this year", actual=reply)
