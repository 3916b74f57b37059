"""Batch 173 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in), one
root span per note and one for the question.

App: Thornbury Library's summer reading challenge finale is Sat 15th September 2040, 2 till 4 - certificates and
medals, the mayor, Marvo the Magnificent. Aisha, the children's librarian, keeps a "reading challenge finale" block on
the library's Letta agent, appending a line as plans firm up; staff and parents' questions go to the agent.

Memory: 14/8 Aisha: finale sat 15th Sept 2pm in the children's library as usual; Tue 28th Aug: moving it upstairs to
the community room as the children's library is getting its new carpet that week; 2040-09-02T11:30: carpet people
have pushed it back to October, but we're staying upstairs anyway - 142 finishers this year and downstairs only takes
60 on the fire cert, the community room holds 150; lift's working, buggies in the foyer; Mon 10/9: Marvo set-up from
1.45. Question (Tue 11/9, a parent on the library's chat): "why's the finale upstairs this time? it's always been in
the kids library" The assistant says because 142 children finished this year and the children's library only takes
60 on the fire certificate - the community room holds 150 (the lift's working, buggies can stay in the foyer). The
label says because the children's library is getting new carpet - the reason first given.

Expected verdict: AnnotationError (nothing planted; the answer is right per memory and the label is the first reason,
which no longer holds).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b173_ctl_letta_library_upstairs_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-thornbury-library-aisha"
LABEL = "reading challenge finale"
LINES = [
    "14/8 finale sat 15th sept 2pm in the children's library as usual 📚 certs + medals, mayor coming",
    "Tue 28th Aug moving it upstairs to the community room - children's library's getting its new carpet that wk",
    "2040-09-02T11:30 carpet ppl have pushed it back to october 🙄 but we're staying upstairs anyway, 142 finishers "
    "this yr!! downstairs only takes 60 on the fire cert, community room holds 150. lift's working, buggies in the "
    "foyer",
    "Mon 10/9 Marvo set up from 1.45, Keith to put the chairs out first thing",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Thornbury Library - summer reading challenge finale, Sat 15 September 2040 (Aisha):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "why's the finale upstairs this time? it's always been in the kids library"
with turn_span("question Tue 11/9"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "children's library's getting its new carpet" in notes, notes
    assert "142 finishers" in notes and "only takes 60 on the fire cert" in notes, notes
    reply = answer(f"(Tue 11/9/40; a parent on the library's chat) {question}", notes,
                   mock="Because 142 children finished the challenge this year and the children's library only takes "
                        "60 on the fire certificate - the community room upstairs holds 150. The lift's working and "
                        "buggies can be left in the foyer.")
finish(question, expected="the children's library is getting new carpet that week", actual=reply)
