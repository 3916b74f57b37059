"""Batch 357 (held out). Pet insurance claims: LangChain InMemoryChatMessageHistory + trim_messages (last 9
messages), one root span per turn.

App: Priya Shah chats with her insurer's claims assistant while she claims for Bertie's cruciate surgery (Jack Russell
x, 5y MN; TPLO R hind at Fernbank Vets, £3,480; policy with Bluebell Pet Insurance). Each turn the chat is trimmed to
its last 9 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the claim - the TPLO, the invoice total, how to claim
(part A by her, part B signed by the treating vet, the itemised invoice). Turn 2: she's done part A. In turn 3 the
claims team have emailed - as the policy's under 12 months old they also want Bertie's full clinical history from his
old practice (Ashgrove Vets, before they moved), from when he was a pup. Turn 4: Fernbank emailed the itemised
invoice straight to Bluebell today. Turn 5: the excess and co-pay. Turn 6: Fernbank say part B has to wait till Dr
Lowe's back from leave on the 20th. Turn 7: the hydro physio sessions. By turn 8 the trim drops turns 1 to 3;
turns 4 to 7 stay. Question (turn 8, Thu 14/7): "so what do I still need to get sent to Bluebell for Bertie's claim?
want to chase it all this wk" -> expected part B of the claim form signed by Fernbank (Dr Lowe, back on the 20th)
and Bertie's clinical history from Ashgrove Vets - two items from two turns (the invoice is done). The assistant says
only part B from Fernbank.

Expected verdict: UpdateError at langchain.trim_messages (turn 8's trim, wrapped in fault()): the turn asking for the
Ashgrove history was in the history and in every window from turn 3 to turn 7, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 7 and missing from turn 8's (nothing on
Ashgrove, clinical history or the 12 months); the invoice turn and the part B turn are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b357_langchain_petinsurance_claim_docs_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "so what do I still need to get sent to Bluebell for Bertie's claim? want to chase it all this wk"
TURNS = [
    ("hi, Bertie had his TPLO (R hind, cruciate) at Fernbank Vets on the 1st, inv £3,480 😭 pol no BB-20931-M. "
     "how do I claim?",
     "Sorry to hear about Bertie. To claim: fill in part A of the claim form yourself, have the treating vet complete "
     "and sign part B, and send us the itemised invoice. You can upload them all in the app."),
    ("done part A on the app, took forever lol",
     "Thanks - part A is in. We still need part B from the vet and the itemised invoice."),
    ("just had an email from your claims team - bc the policy's under 12 months old they ALSO want his full clinical "
     "history from his old practice, Ashgrove Vets (before we moved), right back to when he was a pup. fab 🙄",
     "Yes, that's standard for a policy in its first year: please ask Ashgrove Vets to send Bertie's full clinical "
     "history to us, alongside part B and the itemised invoice."),
    ("Fernbank emailed the itemised invoice straight to you lot today, they said",
     "Thanks - we've got the itemised invoice from Fernbank on file now."),
    ("what's the excess on this? £99 + the 10% bit I think?",
     "Your policy has a £99 excess per condition plus a 10% co-payment, so on £3,480 you'd pay £99 plus 10% of "
     "the rest, £338.10."),
    ("Fernbank say part B has to wait till Dr Lowe's back from leave on the 20th, she's the one who did the op",
     "Understood - part B can follow once Dr Lowe is back on the 20th; the claim stays open until then."),
    ("are the hydro sessions covered? he's got 6 booked at Paws n Claws physio, £45 each",
     "Hydrotherapy is covered when the vet refers him, up to £1,000 a year - ask Fernbank for a referral letter."),
    (QUESTION,
     "Just part B of the claim form - Fernbank will sign it when Dr Lowe's back on the 20th. The invoice is "
     "already in."),
]
WINDOW = 9
GONE = ("ashgrove", "clinical history", "12 months")


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
            assert any("emailed the itemised invoice straight to you" in str(m.content) for m in window), window
            assert any("part B has to wait till Dr Lowe's back" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("full clinical history from his old practice, Ashgrove" in str(m.content)
                       for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Bluebell Pet Insurance claims chat with Priya Shah, policy BB-20931-M, "
                                            "dog Bertie; today Thu 14 July 2050)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="part B signed by Fernbank (Dr Lowe, back on the 20th) and Bertie's full clinical history "
                          "from Ashgrove Vets - the invoice is already in", actual=reply)
