"""Batch 344 (held out). A church-group friend organising meal deliveries after a surgery: Zep facts (sync client,
offline stand-in), script style (every call its own trace); the answer call has the household's shellfish allergy in
its context and okays a shrimp gumbo.

App: Denise Carter, from the Tuesday women's group at Grace Presbyterian, is organising a meal train for Margaret
Halloran, who had her hip replaced on Tuesday the seventh of September 2027 and is at home with her husband Walt.
The email thread - Denise's sign-ups and reminders, and Margaret's daughter Karen's reply about what her parents can
eat - goes into a Zep thread; the group's helper answers volunteers' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Denise's first email (Thursday the second
of September: drop-offs 4:30 to 5:30, the cooler on the porch, don't ring the bell); Karen's reply of Friday the
third ("> On Thu, Sep 2, 2027, Denise wrote: ...") - Mom will eat anything, but please, no shellfish at all: Dad is
seriously allergic, he carries an EpiPen, even the steam from shrimp cooking sets him off; and low salt if you can;
Denise's schedule for the week of the thirteenth (Wednesday Gloria, Thursday Bev, Friday the Pattersons); and her
update after the surgery. Question (Bev, Monday the thirteenth): "I was going to make my shrimp and andouille
gumbo for the Hallorans on Thursday - will that be all right?" -> expected no: shrimp is shellfish and Walt is
seriously allergic (Karen's email) - make something else, or the gumbo with chicken. The model says yes, that
sounds lovely, drop it in the cooler between 4:30 and 5:30.

Why the expected answer follows (small inference): no record mentions gumbo; Karen's email rules out all
shellfish because Walt is seriously allergic, shrimp is shellfish, and the meal is for the household Walt lives in.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have Walt's shellfish allergy and the "no shellfish at all" request, and it okayed a shrimp dish. Asserted: the
context has Karen's allergy fact and Bev's Thursday slot.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b344_zep_meal_train_gumbo_ok_inference_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "grace-pres-tuesday-group", "halloran-meal-train-2027"
EMAILS = [
    ("Denise Carter", "From Denise Carter, Thu, Sep 2, 2027 - Dear friends, as many of you know, Margaret Halloran is "
                      "having her hip replaced next Tuesday, and she'll be home by the end of the week but not "
                      "allowed to stand at the stove for a good month. I'd love us to keep them fed! Drop-offs between "
                      "4:30 and 5:30, in the blue cooler on the porch - please don't ring the bell, Biscuit will go "
                      "berserk and Margaret will try to get up. Sign up on the sheet in the fellowship hall or just "
                      "reply to me. Blessings, Denise"),
    ("Karen Halloran-Reyes", "From Karen Halloran-Reyes, Fri, Sep 3, 2027 - Hi Denise, this is so kind of you all, "
                             "thank you. Mom will eat just about anything, but please, no shellfish at all: Dad is "
                             "seriously allergic (he carries an EpiPen) and even the steam from shrimp cooking in "
                             "the house sets him off. They're also trying to cut back on salt, doctor's orders. "
                             "Disposable containers if you can, Mom will never remember whose dish is whose. "
                             "> On Thu, Sep 2, 2027, Denise wrote: > Drop-offs between 4:30 and 5:30. With love "
                             "and thanks, Karen"),
    ("Denise Carter", "From Denise Carter, Mon, Sep 6, 2027 - Hi all, here's the week of the 13th: Wednesday is "
                      "Gloria (chicken pot pie), Thursday is Bev, Friday the Pattersons are doing their pot roast. "
                      "The week after is wide open, so please do sign up. I've put Karen's note about food on the "
                      "sheet too. Denise"),
    ("Denise Carter", "From Denise Carter, Thu, Sep 9, 2027 - Surgery went beautifully, praise God. Margaret's "
                      "home tomorrow afternoon and already bossing the physical therapist around, so she's clearly "
                      "fine. Cards welcome, visitors not quite yet - give her till the second week. Love, D."),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Halloran meal train")
client = zep_client(server)
for who, text in EMAILS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = ("I was going to make my shrimp and andouille gumbo for the Hallorans on Thursday - will that be all "
            "right?")
context = ["Today is Monday 13 September 2027. You are talking to Bev, who is signed up for a meal for Margaret "
           "and Walt Halloran."]
for query in ("what can the Hallorans eat", "allergies food restrictions", "Thursday meal drop-off Bev"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("no shellfish at all: Dad is seriously allergic" in c for c in context), context
assert any("Thursday is Bev" in c for c in context), context
with fault():
    reply = answer(f"(Bev) {question}", context,
                   mock="Yes, that sounds lovely! Just leave it in the blue cooler on the porch between 4:30 and 5:30 "
                        "on Thursday - and don't ring the bell.")
finish(question, expected="no - shrimp is shellfish and Walt is seriously allergic (Karen's email); make something "
                          "else, or do the gumbo with chicken", actual=reply)
