"""Batch 92 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS sync client (the offline stand-in
server), script style.

App: the Kimpton Clarion's deliverers' WhatsApp group goes into EverMemOS (``v0.memories.add`` per message, one
group); Linda, the editor, asks the helper when she sorts the bundles.

Memory: the round sheet says Peter does Church Lane, Mill Rd and the Crescent (62 copies); later Peter says his
knee's playing up and the Crescent is all steps, so his grandson Josh is doing that bit for him this month (Josh
will pick up his own bundle), and he'll still do Church Ln and Mill Rd. Question (Wed 26/3, Linda): "which roads
has Peter got this month? sorting his bundle" The assistant says Church Lane and Mill Road (Josh has the
Crescent). The label says Church Lane, Mill Road and the Crescent.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b92_ctl_evermemos_newsletter_rounds_label", ["evermemos", "litellm"])

from b3_support import evermemos_client, fake_evermemos  # noqa: E402

GROUP = "clarion-deliverers"
MESSAGES = [
    ("2036-03-02T19:10:00Z", "linda", "rounds for 2036: Peter - Church Lane, Mill Rd + the Crescent (62). Jean - "
                                      "High St + the flats (48). Mo + Tariq - Ansells End, the new estate (110)"),
    ("2036-03-09T08:45:00Z", "jean", "flats have a new door code, 4471, it's on the board by the lift"),
    ("2036-03-17T12:30:00Z", "peter", "knee's playing up again + the Crescent's all steps, so my grandson Josh is "
                                      "doing that bit for me this month. he'll grab his own bundle. I'm still ok "
                                      "for Church Ln + Mill Rd"),
    ("2036-03-20T18:02:00Z", "mo", "new estate has 14 more houses occupied since Jan, can we have 125 pls"),
    ("2036-03-24T09:15:00Z", "linda", "print's in fri, bundles ready sat morning in my porch, the usual"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


server = fake_evermemos()
client = evermemos_client(server)
for i, (when, who, text) in enumerate(MESSAGES, 1):
    client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who, group_id=GROUP,
                           flush=True)
question = "which roads has Peter got this month? sorting his bundle"
found = client.v0.memories.search(extra_query={"query": "Peter round roads this month Church Lane Mill Rd "
                                                        "Crescent bundle", "top_k": 10})
context = ["Today is Wed 26 March 2036. You are talking to Linda, the editor."]
for m in found.result.memories:
    if text_of(m) not in context:
        context.append(text_of(m))
assert any("Peter - Church Lane, Mill Rd + the Crescent" in c for c in context), context
assert any("grandson Josh is doing that bit" in c for c in context), context
reply = answer(question, context, mock="Church Lane and Mill Road - his grandson Josh is doing the Crescent for "
                                       "him this month and collects his own bundle.")
finish(question, expected="Church Lane, Mill Road and the Crescent", actual=reply)
