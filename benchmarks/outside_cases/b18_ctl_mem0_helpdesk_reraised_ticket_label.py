"""Batch 18 (held out), control. A small office's IT helpdesk log: mem0 Memory (infer=False, embeddings from the
local model server, in-memory qdrant), script style (each call its own trace).

App: Kev stores every ticket line verbatim with ``memory.add(..., infer=False)`` under user_id "brayford-it"; the
assistant answers from ``get_all`` of the desk's memories. Twenty-four lines: tickets 3288-3321 for Gary, Priya, Dan,
Sue and others, Adobe/O365 licences, a VPN, the printer.

No planted fault. Gary's Acrobat problem was ticket #3296, auto-closed after 5 days with no reply; when it came back
Kev logged "Gary P - Acrobat 'licence expired' AGAIN. 3296 got auto-closed so this one's #3314, same thing, Adobe
support case 0419-77 opened". Question: "What ticket number is Gary's Acrobat licence problem under?" -> right per
memory: #3314 (the one open now); the model says so. The gold label "3296" is the earlier ticket for the same problem,
closed before this one was raised.

Expected verdict: AnnotationError. Another reading: none that we see; the later line says plainly which ticket is
live.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b18_ctl_mem0_helpdesk_reraised_ticket_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

DESK = "brayford-it"
LINES = [
    "#3288 Sue M - phone not syncing calendar, removed + re-added the account. ok",
    "#3290 Dan W - Outlook pwd loop, MFA re-registered. closed",
    "#3291 Gary P - new starter desk move, dock on desk 7 dead, swapped with desk 9's",
    "#3293 Priya S - Sage Jan backup restored to H:. closed",
    "#3296 Gary P - Acrobat says 'licence expired' on opening PDFs. Checked admin console, seat is assigned?? "
    "Asked him to sign out/in + send screenshot",
    "#3297 Tom H - LT-17 screen flicker, to Lenovo, LN-04 loaned",
    "Printer Ricoh tray 2 jam - engineer Thu 5/2, ref RC-7781",
    "#3299 Anita R (pre-start) - account created, starts 9/3",
    "#3301 Dan W - BitLocker recovery at home, key given over phone",
    "#3296 auto-closed 17/2 (no reply from Gary in 5 days)",
    "Acrobat: 6 seats renew 28/3 GBP 14.50/user/mth, Sue wants 5",
    "#3305 Sue M - 2nd monitor for home, Dell P2422H GBP 159 ordered",
    "#3307 Gary P - Teams camera not found after Windows update. Rolled back driver, ok. closed",
    "#3309 Priya S - Excel 'unlicensed product', Business Std re-assigned. closed",
    "#3310 Dan W - wants Visio. Said ask Sue re cost (GBP 11/mth)",
    "#3312 Gary P - VPN on hotel wifi Leeds, hotspot worked",
    "Gary P - Acrobat 'licence expired' AGAIN. 3296 got auto-closed so this one's #3314, same thing, Adobe support "
    "case 0419-77 opened",
    "#3315 Anita R - LT-25 built, desk 4",
    "#3316 Sue M - Acrobat seat for Mo removed ahead of renewal",
    "Adobe support rang back re 0419-77: Gary's account was on the old trial org, they're merging it, 48h",
    "#3318 Priya S - LT-22 won't charge, Dell depot",
    "#3319 Tom H - forgot pwd, reset",
    "#3320 Anita R - Clients shared drive access added",
    "#3321 Dan W - Visio approved by Sue, licence assigned",
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="desk-log"))
    for line in LINES:
        memory.add([{"role": "user", "content": line}], user_id=DESK, infer=False)
    question = "What ticket number is Gary's Acrobat licence problem under?"
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": DESK}, top_k=200)["results"]]
    assert any("this one's #3314" in s for s in stored) and any(s.startswith("#3296 Gary") for s in stored), stored
    reply = answer(question, stored, mock="#3314 - the earlier ticket (3296) was auto-closed, so it was logged again "
                                          "as 3314, with Adobe support case 0419-77 open on it.")
finish(question, expected="3296", actual=reply)
