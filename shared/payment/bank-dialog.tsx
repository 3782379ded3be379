import { useEffect, useState } from 'react';
import { getBankAccounts, type BankAccount } from '../placement/api/coupons';
import { logFailure } from '../core/log';
import * as checkoutMessages from '../placement/messages/checkout';
import { formatLKR, type Cents } from '../core/money';
import './checkout-dialogs.css';
import { Modal } from '../dialog/modal';
import { Spinner } from '../session/ui/spinner';

/** The shop's accounts (`GET /api/bank-accounts`); none when the call fails (SPEC §8: silent). */
function useBankAccounts(): BankAccount[] | null {
  const [accounts, setAccounts] = useState<BankAccount[] | null>(null);
  useEffect(() => {
    let live = true;
    getBankAccounts().then(
      (list) => live && setAccounts(list),
      (error: unknown) => {
        logFailure('checkout: bank accounts could not be loaded', error);
        if (live) setAccounts([]);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return accounts;
}

/**
 * SPEC §2 bank transfer details: the accounts to pay into and "I've Completed the Bank
 * Transfer", or 'No bank details available.' (then there is nothing to confirm).
 */
export function BankDialog({ totalCents, onDone, onClose }: { totalCents: Cents; onDone: () => void; onClose: () => void }) {
  const accounts = useBankAccounts();
  const ready = accounts !== null && accounts.length > 0;
  return (
    <Modal
      open
      onClose={onClose}
      title={checkoutMessages.bankTransfer}
      footer={
        ready ? (
          <button type="button" className="shop-button shop-button--primary" onClick={onDone} data-autofocus>
            {checkoutMessages.bankTransferDone}
          </button>
        ) : undefined
      }
    >
      {accounts === null ? (
        <Spinner size="md" label={checkoutMessages.loadingBankDetails} />
      ) : accounts.length === 0 ? (
        <p className="shop-checkout-dialog__text">{checkoutMessages.noBankDetails}</p>
      ) : (
        <>
          <p className="shop-checkout-dialog__text">{checkoutMessages.bankTransferIntro(formatLKR(totalCents))}</p>
          <ul className="shop-checkout-dialog__accounts">
            {accounts.map((account) => (
              <li key={account.id} className="shop-checkout-dialog__account">
                <dl>
                  <Row label={checkoutMessages.bank} value={account.bank_name} />
                  <Row label={checkoutMessages.branch} value={account.branch_name} />
                  <Row label={checkoutMessages.accountHolder} value={account.account_holder_name} />
                  <Row label={checkoutMessages.accountNumber} value={account.account_number} />
                  {account.email && <Row label={checkoutMessages.bankEmail} value={account.email} />}
                  {account.address && <Row label={checkoutMessages.bankAddress} value={account.address} />}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="shop-checkout-dialog__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
